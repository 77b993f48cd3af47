"""The exact move search of the Manipulation family (RULES.md §2.0-§2.7, issue 3).

:func:`solve`, :func:`least_change` and :func:`any_play` ask the fast model of
:mod:`.flow` (runs as flows along each suit) first. The *template model* here answers the
positions that one cannot express (two Vatican jokers side by side) or lay out, and is the
second, independent formulation the tests hold the flow model to.

The table plus the chosen hand cards must be partitioned into valid groups. The template
model is an integer program over *group templates* (every run and set shape, :mod:`.templates`):

* ``x[t]``: how many groups of shape ``t`` the new table holds;
* ``j[t, f]``: how many of those have slot ``f`` filled by a wild joker;
* ``hn[f]`` / ``hj``: hand naturals of face ``f`` / hand jokers placed (the objective);
* one row per face: the slots of face ``f`` not taken by wild jokers are filled exactly by
  the table's naturals, the fixed jokers, the placed hand and loose cards.

The joker rules become variables and rows:

* Carousel / Vatican: a table joker of face X is *wild* when a natural X is already on the
  table, *fixed* (a card of face X) when no natural X can arrive, otherwise a binary
  ``free`` chooses (free needs a hand natural X placed). Vatican's fixed jokers also get
  a host group that must hold one of the cards beside them at the start of the turn.
* Tahiti: each group with a joker is a *block*, either kept (its cards stay together,
  only hand naturals may extend it, template by template) or freed (needs a hand natural
  of the joker's face; its cards become ordinary and its joker wild). One joker per group.
  Loose cards are optional table cards.
* Vatican's opening: three hand naturals forming a run must be placed.

Ties break toward fewer changed groups: a binary ``keep[i]`` per table group reserves a
group of its template for exactly its cards, and is worth 1 while a placed card is worth
more than all of them together. The integer solution is decoded into card ids, and the
arrangement is re-judged by :func:`rummy_desktop.core.table_check.check_commit` before it
is returned.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Union

from rummy_desktop.core.actions import IllegalAction
from rummy_desktop.core.cards import JOKER_BASE, make_face
from rummy_desktop.core.table_check import Table, check_commit, joker_neighbours

from .blocks import add_blocks, find_blocks, lay_out_blocks
from .flow import DecodeError, FlowProblem
from .lp import IntProgram
from .reach import untouchable
from .templates import template_index, templates
from .values import one, value_function

if TYPE_CHECKING:
    from rummy_desktop.core.variant import Rules

#: Vatican: how a held joker stays beside a neighbour: "any" (pinned to its face), "nat"
#: (a natural neighbour), a joker's id (beside that joker), ("free", joker) (beside it freed).
HostKind = Union[str, int, tuple[str, int]]

@dataclass
class Solution:
    placed: list[int]  # hand cards put on the table
    table: list[list[int]]  # the complete new arrangement (loose cards left loose excluded)
    declared: dict[int, int]  # faces of the jokers on the new table
    count: int
    value: int  # the penalty points of the placed cards (solver.values), whatever the objective
    changed: list[int]  # indices of input groups whose composition changes
    rearrange: bool  # RULES.md §2.0.4
    hint_card: int
    loose: list[int] = field(default_factory=list)  # Tahiti loose cards still loose
    proven: bool = True  # False when the tie-break (fewest changes) hit its time limit


class _DecodeError(Exception):
    """An integer solution that cannot be laid out as card ids."""


def _face(card: int, declared: dict[int, int]) -> int:
    return declared[card] if card >= JOKER_BASE else card % 52


class _Problem:
    """One position turned into an integer program, and the decoding of its answers."""

    def __init__(self, table, declared, hand, rules, loose, opened, mode, value) -> None:
        self.rules = rules
        self.meld = meld = rules.meld
        self.policy = policy = rules.joker_policy
        self.groups = [list(g) for g in table]
        self.declared = dict(declared)
        self.hand = list(hand)
        self.loose = list(loose)
        self.opened = opened
        self.mode = mode  # "best" | "change"
        self.value = value
        tahiti = policy == "tahiti"
        self.T = T = templates(meld.ace_mode)
        TI = template_index(meld.ace_mode)
        cap_rule = meld.max_jokers

        # -- the cards ------------------------------------------------------------------
        self.hand_by_face: dict[int, list[int]] = {}
        self.hand_jokers = [c for c in hand if c >= JOKER_BASE]
        for c in hand:
            if c < JOKER_BASE:
                self.hand_by_face.setdefault(c % 52, []).append(c)
        self.loose_by_face: dict[int, list[int]] = {}
        self.loose_jokers = [c for c in loose if c >= JOKER_BASE]
        for c in loose:
            if c < JOKER_BASE:
                self.loose_by_face.setdefault(c % 52, []).append(c)
        tn: dict[int, int] = {}  # table naturals (all groups)
        for g in self.groups:
            for c in g:
                if c < JOKER_BASE:
                    tn[c % 52] = tn.get(c % 52, 0) + 1
        hc = {f: len(v) for f, v in self.hand_by_face.items()}
        lc = {f: len(v) for f, v in self.loose_by_face.items()}

        # Blocks (Tahiti groups with a joker) and joker modes elsewhere.
        self.block_of = find_blocks(self.groups, self.declared) if tahiti else {}
        self.blocks = list(self.block_of.values())
        self.mode_of: dict[int, str] = {}  # table joker -> wild | fixed | binary
        for gi, g in enumerate(self.groups):
            if gi in self.block_of:
                continue
            for j in (c for c in g if c >= JOKER_BASE):
                x = self.declared[j]
                if tn.get(x, 0) > 0:
                    self.mode_of[j] = "wild"
                elif hc.get(x, 0) > 0:
                    self.mode_of[j] = "binary"
                else:
                    self.mode_of[j] = "fixed"
        vatican = policy == "vatican"
        self.neighbours: dict[int, set[int]] = {}
        self.pinnable: set[int] = set()  # free jokers that may stay put beside a held one
        if vatican:
            for gi, g in enumerate(self.groups):
                for j in g:
                    if j >= JOKER_BASE and self.mode_of[j] != "wild":
                        self.neighbours[j] = joker_neighbours(g, j, self.declared, meld)
            # A joker that must stay beside its neighbours may have only a free joker there:
            # that one gets the choice of staying as it is (hosted with it) or going wild.
            for j, near in list(self.neighbours.items()):
                for n in near:
                    if n >= JOKER_BASE and self.mode_of.get(n) == "wild":
                        self.mode_of[n] = "binary"
                        self.pinnable.add(n)
                        self.neighbours[n] = set()

        fixed_at: dict[int, int] = {}  # natural-like supply of the fixed / binary jokers
        for j, m in self.mode_of.items():
            if m != "wild":
                x = self.declared[j]
                fixed_at[x] = fixed_at.get(x, 0) + 1
        n_wild_max = (len(self.hand_jokers) + len(self.loose_jokers) + len(self.blocks)
                      + sum(1 for m in self.mode_of.values() if m != "fixed"))
        avail: dict[int, int] = {}
        for src in (tn, hc, lc, fixed_at):
            for f, n in src.items():
                avail[f] = avail.get(f, 0) + n

        # -- active templates ----------------------------------------------------------
        lp = self.lp = IntProgram()
        big = 0  # placed cards carry no cost of their own: phase 1 uses place_cost
        self.place_cost: dict[int, float] = {}
        self.active: list[int] = []
        self.x: dict[int, int] = {}
        self.jv: dict[tuple[int, int], int] = {}  # (template, face) -> column; template -1: any
        n_jokers_all = sum(1 for g in self.groups for c in g if c >= JOKER_BASE) + len(self.hand_jokers) \
            + len(self.loose_jokers)
        # Wild jokers are counted per face (not per group shape) when no group can end up
        # with too many: at most two jokers in all and no per-group limit (Carousel,
        # Vatican), or at most one wild joker (Tahiti's frozen jokers live in blocks).
        self.agg = (cap_rule is None and n_jokers_all <= 2) or n_wild_max <= 1
        self.cap: dict[int, int] = {}
        for ti, t in enumerate(T):
            missing = sum(1 for f in t if avail.get(f, 0) == 0)
            cap = len(t) - 1 if cap_rule is None else min(cap_rule, len(t) - 1)
            if missing > min(cap, n_wild_max):
                continue
            ub = min(avail.get(f, 0) + n_wild_max for f in t)
            if ub <= 0:
                continue
            self.active.append(ti)
            self.cap[ti] = cap
            self.x[ti] = lp.var(0, ub)
            if n_wild_max and cap > 0 and not self.agg:
                for f in t:
                    self.jv[ti, f] = lp.var(0, min(ub, n_wild_max))
        if self.agg and n_wild_max:
            # At most two jokers (Carousel, Vatican): every group keeps a natural, so the
            # wild jokers need only be counted per face.
            for f in {f for ti in self.active for f in T[ti]}:
                self.jv[-1, f] = lp.var(0, n_wild_max)
        face_terms: dict[int, list[tuple[int, int]]] = {}
        for ti in self.active:
            for f in T[ti]:
                face_terms.setdefault(f, []).append((self.x[ti], 1))
                if (ti, f) in self.jv:
                    face_terms[f].append((self.jv[ti, f], -1))
        for (ti, f), c in self.jv.items():
            if ti == -1:
                face_terms.setdefault(f, []).append((c, -1))
        cap_rows: dict[int, list[tuple[int, int]]] = {}  # jokers per group, emitted with the kept groups
        for ti in self.active:
            t = T[ti]
            js = [self.jv[ti, f] for f in t if (ti, f) in self.jv]
            if js:
                for c in js:
                    lp.row([(c, 1), (self.x[ti], -1)], -float("inf"), 0)
                cap_rows[ti] = [(c, 1) for c in js] + [(self.x[ti], -self.cap[ti])]

        # -- hand, loose ----------------------------------------------------------------
        self.hn: dict[int, int] = {}
        placed_terms: list[tuple[int, float]] = []
        for f, ids in self.hand_by_face.items():
            v = sum(value(c) for c in ids) // len(ids)
            self.hn[f] = lp.var(0, len(ids), big * v)
            self.place_cost[self.hn[f]] = v
            face_terms.setdefault(f, []).append((self.hn[f], -1))
            placed_terms.append((self.hn[f], 1))
        self.hj = None
        if self.hand_jokers:
            self.hj = lp.var(0, len(self.hand_jokers), big * value(self.hand_jokers[0]))
            self.place_cost[self.hj] = value(self.hand_jokers[0])
            placed_terms.append((self.hj, 1))
        lp.row(placed_terms, 1, float("inf"))
        self.ln: dict[int, int] = {}
        for f, ids in self.loose_by_face.items():
            self.ln[f] = lp.var(0, len(ids))
            face_terms.setdefault(f, []).append((self.ln[f], -1))
        self.lj = lp.var(0, len(self.loose_jokers)) if self.loose_jokers else None

        # -- table jokers -----------------------------------------------------------------
        wild_terms: list[tuple[int, int]] = [(c, 1) for c in self.jv.values()]
        wild_rhs = 0
        if self.hj is not None:
            wild_terms.append((self.hj, -1))
        if self.lj is not None:
            wild_terms.append((self.lj, -1))
        self.fv: dict[int, int] = {}
        rhs: dict[int, int] = {f: tn.get(f, 0) + fixed_at.get(f, 0) for f in set(tn) | set(fixed_at)}
        for j, m in self.mode_of.items():
            if m == "wild":
                wild_rhs += 1
            elif m == "binary":
                x = self.declared[j]
                self.fv[j] = fv = lp.var(0, 1)
                wild_terms.append((fv, -1))
                face_terms.setdefault(x, []).append((fv, 1))
                if j not in self.pinnable:  # (a pinnable joker is free already)
                    lp.row([(fv, 1), (self.hn[x], -1)], -float("inf"), 0)

        # Tahiti blocks (:mod:`.blocks`), each kept as it is worth the tie-break's 1.
        wild_rhs += len(self.blocks)
        self.bc = add_blocks(lp, self.blocks, self.groups, self.declared, meld.ace_mode, hc, self.hn,
                             lambda f, col: face_terms.setdefault(f, []).append((col, 1)), wild_terms)
        for e in self.bc.unchanged:
            lp.cost[e] = 1
        lp.row(wild_terms, wild_rhs, wild_rhs)
        for f in set(face_terms) | set(rhs):
            r = rhs.get(f, 0)  # blocks' naturals are in tn already
            lp.row(face_terms.get(f, []), r, r)

        # -- Vatican hosts ------------------------------------------------------------------
        self.hosts: dict[int, list[tuple[int, int, HostKind]]] = {}
        if vatican:
            host_at: dict[tuple[int, int], list[int]] = {}
            for j, near in self.neighbours.items():
                x = self.declared[j]
                nat_faces = {n % 52 for n in near if n < JOKER_BASE}
                jk_near = [n for n in near if n >= JOKER_BASE and n in self.neighbours]
                hv: list[tuple[int, int, HostKind]] = []
                for ti in self.active:
                    t = T[ti]
                    if x not in t:
                        continue
                    if j in self.pinnable:
                        c = lp.var(0, 1)
                        hv.append((c, ti, "any"))
                        lp.row([(c, 1), (self.x[ti], -1)], -float("inf"), 0)
                        host_at.setdefault((j, ti), []).append(c)
                        continue
                    if nat_faces & set(t):
                        c = lp.var(0, 1)
                        hv.append((c, ti, "nat"))
                        lp.row([(c, 1), (self.x[ti], -1)], -float("inf"), 0)
                        host_at.setdefault((j, ti), []).append(c)
                    for j2 in jk_near:
                        if self.declared[j2] in t:
                            c = lp.var(0, 1)
                            hv.append((c, ti, j2))
                            lp.row([(c, 1), (self.x[ti], -1)], -float("inf"), 0)
                            host_at.setdefault((j, ti), []).append(c)
                        if j2 in self.fv and j not in self.pinnable:
                            # or beside that joker freed and declared anew in the same group
                            # (the decoding puts it there; the check confirms)
                            c = lp.var(0, 1)
                            hv.append((c, ti, ("free", j2)))
                            lp.row([(c, 1), (self.x[ti], -1)], -float("inf"), 0)
                            lp.row([(c, 1), (self.fv[j2], -1)], -float("inf"), 0)
                self.hosts[j] = hv
                terms = [(c, 1) for c, _, _ in hv]
                if j in self.fv:
                    terms.append((self.fv[j], 1))
                lp.row(terms, 1, 1)
            for j, hv in self.hosts.items():
                for c, ti, kind in hv:
                    if isinstance(kind, int):
                        lp.row([(c, 1)] + [(c2, -1) for c2 in host_at.get((kind, ti), [])], -float("inf"), 0)

        # -- kept groups ----------------------------------------------------------------------
        self.kv: dict[int, int] = {}
        self.kept_template: dict[int, int] = {}
        nat_rows: dict[tuple[int, int], list[tuple[int, int]]] = {}
        wild_rows: dict[tuple[int, int], list[tuple[int, int]]] = {}
        for gi, g in enumerate(self.groups):
            if gi in self.block_of:
                continue
            faces = frozenset(_face(c, self.declared) for c in g)
            found = TI.get(faces)
            if found is None or found not in self.x or len(faces) != len(g):
                continue
            ti = found
            k = self.kv[gi] = lp.var(0, 1, 1)
            self.kept_template[gi] = ti
            for c in g:
                f = _face(c, self.declared)
                if c >= JOKER_BASE and self.mode_of[c] == "wild":
                    wild_rows.setdefault((ti, f), []).append((k, 1))
                elif c not in self.hosts:  # a held joker's slot is counted by its host variable
                    nat_rows.setdefault((ti, f), []).append((k, 1))
                if c >= JOKER_BASE and c in self.fv:
                    lp.row([(k, 1), (self.fv[c], 1)], -float("inf"), 1)
                if c >= JOKER_BASE and c in self.hosts:
                    lp.row([(k, 1)] + [(hc_, -1) for hc_, hti, _ in self.hosts[c] if hti == ti],
                           -float("inf"), 0)
        # Vatican: a held joker takes the slot of its face in a group of its host's shape
        for j, hv in self.hosts.items():
            for c, ti, _ in hv:
                nat_rows.setdefault((ti, self.declared[j]), []).append((c, 1))
        for gi, k in self.kv.items():
            ti = self.kept_template[gi]
            if ti in cap_rows:
                # a kept group holds only its own jokers: the others go to the other groups
                w = sum(1 for c in self.groups[gi] if c >= JOKER_BASE and self.mode_of[c] == "wild")
                cap_rows[ti].append((k, self.cap[ti] - w))
        for terms in cap_rows.values():
            lp.row(terms, -float("inf"), 0)
        for (ti, f), terms in nat_rows.items():
            extra = [(self.jv[ti, f], 1)] if (ti, f) in self.jv else []
            lp.row(terms + extra + [(self.x[ti], -1)], -float("inf"), 0)
        for (ti, f), terms in wild_rows.items():
            if self.agg:
                ti = -1
            if (ti, f) not in self.jv:
                for k, _ in terms:
                    lp.row([(k, 1)], 0, 0)
                continue
            lp.row(terms + [(self.jv[ti, f], -1)], -float("inf"), 0)

        # -- Vatican's opening run -------------------------------------------------------------
        self.feasible = True
        self.ov: list[tuple[int, list[int]]] = []
        if rules.opening_run and not opened:
            os_ = []
            for s in range(4):
                for lo in range(1, 13):
                    trio = [make_face(1 if p == 14 else p, s) for p in (lo, lo + 1, lo + 2)]
                    if meld.ace_mode == "low" and lo + 2 == 14 or meld.ace_mode == "high" and lo == 1:
                        continue
                    if all(f in self.hn for f in trio):
                        o = lp.var(0, 1)
                        os_.append(o)
                        self.ov.append((o, trio))
                        for f in trio:
                            lp.row([(o, 1), (self.hn[f], -1)], -float("inf"), 0)
            if not os_:
                self.feasible = False
            else:
                lp.row([(o, 1) for o in os_], 1, float("inf"))

    # -- solving ----------------------------------------------------------------------------

    def binaries(self) -> list[int]:
        cols = list(self.kv.values()) + list(self.fv.values()) + list(self.bc.kept.values())
        for evs in self.bc.shapes.values():
            cols += [e for e, _ in evs]
        for hv in self.hosts.values():
            cols += [c for c, _, _ in hv]
        return cols

    def limit_changes(self, k: int) -> None:
        """Only plays that change at most ``k`` table groups (groups kept as they are)."""
        self.lp.row([(c, 1) for c in self.kv.values()], len(self.kv) - k, float("inf"))

    def run(self, seed: int = 0, keep_limit: float | None = None, place_limit: float | None = None):
        """The decoded, re-judged best answer: (CommitResult, tie-break proven) or None.

        Phase 1 maximises what is placed (proven optimal). Phase 2 keeps that and
        maximises the groups left unchanged within ``keep_limit`` seconds (None: no
        limit); phase 1's answer stands in when phase 2 finds nothing better in time."""
        if not self.feasible:
            return None
        cuts: list = []
        t0 = Table([list(g) for g in self.groups], dict(self.declared), list(self.loose))
        inf = float("inf")

        def attempt(sol):
            rng = random.Random(seed)
            for k in range(6):
                try:
                    groups, decl = self.decode(sol, rng if k else None)
                    return check_commit(t0, self.hand, groups, decl, self.rules, self.opened)
                except (_DecodeError, IllegalAction):
                    continue
            return None

        def nogood(sol):
            bins = self.binaries()
            ones = [c for c in bins if sol[c] == 1]
            return ([(c, 1) for c in ones] + [(c, -1) for c in bins if sol[c] == 0], -inf, len(ones) - 1)

        for _ in range(8):
            r = self.lp.solve(cuts, cost=self.place_cost if self.mode == "best" else {}, time_limit=place_limit)
            if r is None:
                return None
            sol1, _ = r  # proven unless place_limit cut it short (then only a lower bound)
            if self.mode in ("best", "change"):
                rows = list(cuts)
                if self.mode == "best":
                    got = sum(v * sol1[c] for c, v in self.place_cost.items())
                    rows.append(([(c, v) for c, v in self.place_cost.items()], got - 0.5, inf))
                for _ in range(4):
                    r2 = self.lp.solve(rows, time_limit=keep_limit)
                    if r2 is None:
                        break
                    res = attempt(r2[0])
                    if res is not None:
                        return res, r2[1]
                    if not self.binaries():
                        break
                    rows.append(nogood(r2[0]))  # an arrangement the model allows but cannot be laid out
            res = attempt(sol1)
            if res is not None:
                return res, self.mode == "exists"
            if not self.binaries():
                return None
            cuts.append(nogood(sol1))
        return None

    def decode(self, sol: list[int], rng: random.Random | None):
        T = self.T
        decl: dict[int, int] = {}
        insts: list[dict[int, int]] = []  # face -> card
        inst_t: list[int] = []
        rem = {ti: sol[c] for ti, c in self.x.items()}
        jrem = {key: sol[c] for key, c in self.jv.items()}
        used: set[int] = set()

        def take(ids: list[int], n: int) -> list[int]:
            ids = [c for c in ids if c not in used]
            if rng:
                rng.shuffle(ids)
            if len(ids) < n:
                raise _DecodeError("short")
            return ids[:n]

        # hand cards chosen
        hand_nat: dict[int, list[int]] = {f: take(ids, sol[self.hn[f]]) for f, ids in self.hand_by_face.items()}
        hand_jk = take(self.hand_jokers, sol[self.hj]) if self.hj is not None else []
        loose_nat = {f: take(ids, sol[self.ln[f]]) for f, ids in self.loose_by_face.items()}
        loose_jk = take(self.loose_jokers, sol[self.lj]) if self.lj is not None else []

        # 1. kept groups
        kept_groups = set()
        for gi, k in self.kv.items():
            if sol[k]:
                ti = self.kept_template[gi]
                g = self.groups[gi]
                if rem[ti] <= 0:
                    raise _DecodeError("kept")
                rem[ti] -= 1
                inst = {}
                for c in g:
                    f = _face(c, self.declared)
                    inst[f] = c
                    if c >= JOKER_BASE:
                        decl[c] = f
                        if self.mode_of[c] == "wild":
                            jrem[(-1 if self.agg else ti), f] -= 1
                insts.append(inst)
                inst_t.append(ti)
                kept_groups.add(gi)
                used.update(g)
        n_kept = len(insts)
        # 2. Tahiti blocks
        wild: list[int] = list(hand_jk) + list(loose_jk)
        nat_pool: dict[int, list[int]] = {}
        extra_groups = lay_out_blocks(self.blocks, self.groups, self.declared, self.bc, sol, hand_nat, wild,
                                      nat_pool, decl, _DecodeError)
        for grp in extra_groups:
            used.update(grp)
        # pools
        for gi, g in enumerate(self.groups):
            if gi in kept_groups or gi in self.block_of:
                continue
            for c in g:
                if c < JOKER_BASE:
                    nat_pool.setdefault(c % 52, []).append(c)
                else:
                    m = self.mode_of[c]
                    if m == "wild" or (m == "binary" and sol[self.fv[c]]):
                        wild.append(c)
                    elif c not in self.hosts:
                        nat_pool.setdefault(self.declared[c], []).append(c)
        for src in (loose_nat, hand_nat):
            for f, ids in src.items():
                nat_pool.setdefault(f, []).extend(ids)

        def new_inst(ti: int) -> int:
            if rem[ti] <= 0:
                raise _DecodeError("rem")
            rem[ti] -= 1
            insts.append({})
            inst_t.append(ti)
            return len(insts) - 1

        # 3. Vatican hosts
        pending: dict[int, int] = {}  # freed joker -> the instance it must join
        placed_j = {c for inst in insts for c in inst.values() if c >= JOKER_BASE}
        order = list(self.hosts.items())
        for j, hv in order:
            if j in placed_j or (j in self.fv and sol[self.fv[j]]):
                continue
            c, ti, kind = next(h for h in hv if sol[h[0]])
            x = self.declared[j]
            cands = [i for i in range(n_kept, len(insts)) if inst_t[i] == ti and x not in insts[i]]
            done = False
            if kind == "nat":
                near = [n for n in self.neighbours[j] if n < JOKER_BASE and n % 52 in T[ti]]
                for i in cands + [None]:
                    if i is None:
                        if rem[ti] <= 0:
                            break
                        i = new_inst(ti)
                    inst = insts[i]
                    for n in near:
                        if inst.get(n % 52) == n or (n % 52 not in inst and n in nat_pool.get(n % 52, [])):
                            if inst.get(n % 52) != n:
                                nat_pool[n % 52].remove(n)
                                inst[n % 52] = n
                            inst[x] = j
                            done = True
                            break
                    if done:
                        break
            elif isinstance(kind, tuple):
                i = next((i for i in cands), None)
                if i is None:
                    i = new_inst(ti)
                insts[i][x] = j
                pending[kind[1]] = i
                done = True
            elif kind == "any":
                for i in cands + [None]:
                    if i is None:
                        i = new_inst(ti)
                    insts[i][x] = j
                    done = True
                    break
            else:
                assert isinstance(kind, int)  # the one kind left: beside another held joker (its id)
                j2 = kind
                x2 = self.declared[j2]
                for i in cands:
                    if insts[i].get(x2) == j2:
                        insts[i][x] = j
                        done = True
                        break
                if not done and j2 not in placed_j:
                    i = new_inst(ti)
                    insts[i][x] = j
                    insts[i][x2] = j2
                    placed_j.add(j2)
                    done = True
            if not done:
                raise _DecodeError("host")
            placed_j.add(j)
        # 4. the rest of the instances, wild jokers
        for ti in self.active:
            while rem[ti] > 0:
                new_inst(ti)
        if rng:
            rng.shuffle(wild)
        for j2, i in pending.items():
            ti = inst_t[i]
            spot = next((f for f in T[ti] if f not in insts[i] and jrem.get((-1 if self.agg else ti, f), 0) > 0),
                        None)
            if spot is None or j2 not in wild:
                raise _DecodeError("pending")
            jrem[(-1 if self.agg else ti, spot)] -= 1
            wild.remove(j2)
            insts[i][spot] = j2
        for key, n in jrem.items():
            if n <= 0:
                if n < 0:
                    raise _DecodeError("jrem")
                continue
            ti, f = key
            for _ in range(n):
                cands = [i for i in range(n_kept, len(insts)) if (inst_t[i] == ti or ti == -1 and f in T[inst_t[i]])
                         and f not in insts[i]]
                if not cands:
                    raise _DecodeError("wild slot")
                cands.sort(key=lambda i: sum(1 for c in insts[i].values() if c >= JOKER_BASE))
                i = cands[0]
                if sum(1 for c in insts[i].values() if c >= JOKER_BASE) >= self.cap[inst_t[i]]:
                    raise _DecodeError("cap")
                if not wild:
                    raise _DecodeError("no wild")
                insts[i][f] = wild.pop()
        if wild:
            raise _DecodeError("wild left")
        # 5. naturals
        for i in range(n_kept, len(insts)):
            inst = insts[i]
            for f in T[inst_t[i]]:
                if f in inst:
                    continue
                pool = nat_pool.get(f)
                if not pool:
                    raise _DecodeError("natural")
                inst[f] = pool.pop(0)
        if any(nat_pool.values()):
            raise _DecodeError("left")
        groups = []
        for inst in insts:
            for f, c in inst.items():
                if c >= JOKER_BASE:
                    decl[c] = f
            groups.append(list(inst.values()))
        groups += extra_groups
        return groups, decl


def _summary(groups0: list[list[int]], loose0: Sequence[int], hand: Sequence[int], res, points,
             proven: bool = True) -> Solution:
    """The Solution of a decoded answer. ``points`` is the variant's penalty value of a card:
    ``Solution.value`` is always the placed cards' points, whatever the objective was."""
    placed = list(res.placed)
    new = [list(g) for g in res.table.groups]
    new_sets = {frozenset(g) for g in new}
    changed = [i for i, g in enumerate(groups0) if frozenset(g) not in new_sets]
    origin: dict[int, object] = {}
    for i, g in enumerate(groups0):
        for c in g:
            origin[c] = i
    for c in loose0:
        origin[c] = ("loose", c)
    rearrange = False
    for g in new:
        units = {origin[c] for c in g if c in origin}
        if len(units) > 1:
            rearrange = True
        elif len(units) == 1:
            u = next(iter(units))
            if isinstance(u, int) and not set(groups0[u]) <= set(g):
                rearrange = True
    naturals = [c for c in placed if c < JOKER_BASE]
    hint_card = (naturals or placed)[0]
    return Solution(
        placed=placed, table=new, declared=dict(res.table.declared), count=len(placed),
        value=sum(points(c) for c in placed), changed=changed, rearrange=rearrange,
        hint_card=hint_card, loose=list(res.table.loose), proven=proven,
    )


#: Seconds the search for the fewest table groups changed may take once the best count or
#: value is proven; past it the best arrangement found is returned (``proven=False``).
TIE_BREAK_LIMIT = 0.1


def solve(table: Sequence[Sequence[int]], declared: dict[int, int], hand: Sequence[int], rules: Rules, *,
          loose: Sequence[int] = (), opened: bool = True, objective: str = "cards",
          time_limit: float | None = TIE_BREAK_LIMIT, max_changed: int | None = None) -> Solution | None:
    """The best play: the most hand cards placed (``objective="cards"``) or the most
    penalty value placed (``"value"``), ties toward fewer table groups changed. None when
    no play exists. The count or value is always proven optimal. The tie-break is proven
    too with ``time_limit=None``; otherwise the search for it stops after about
    ``time_limit`` seconds and ``Solution.proven`` says whether it was proven.

    ``max_changed`` restricts the search to plays that change at most that many table
    groups (the computer's Standard level: a player who does not rebuild the table)."""
    if objective not in ("cards", "value"):
        raise ValueError(f"objective must be 'cards' or 'value', not {objective!r}")
    if not rules.meld.distinct_suits:
        raise ValueError("solve() is for the Manipulation family, whose sets need distinct suits")
    if not hand:
        return None
    value = value_function(rules.variant) if objective == "value" else one
    return _run(table, declared, hand, rules, loose, opened, "best", value, time_limit, max_changed)


def _run(table, declared, hand, rules, loose, opened, mode, value, time_limit=None,
         max_changed=None) -> Solution | None:
    if untouchable(table, declared, hand, rules, loose):
        return None  # no group could hold a hand card: no search needed

    flow = FlowProblem(table, declared, hand, rules, loose, opened, mode, value)
    if flow.applicable:
        if max_changed is not None:
            flow.limit_changes(max_changed)
        try:
            out = flow.run(time_limit)
        except DecodeError:
            pass  # an answer the flow cannot lay out: the template model decides
        else:
            if out is None:
                return None
            res, proven = out
            return _summary([list(g) for g in table], loose, hand, res, value_function(rules.variant), proven)
    prob = _Problem(table, declared, hand, rules, loose, opened, mode, value)
    if max_changed is not None:
        prob.limit_changes(max_changed)
    out = prob.run(keep_limit=time_limit)
    if out is None:
        return None
    res, proven = out
    return _summary([list(g) for g in table], loose, hand, res, value_function(rules.variant), proven)


def least_change(table, declared, hand, rules, *, loose=(), opened=True,
                 time_limit: float | None = TIE_BREAK_LIMIT) -> Solution | None:
    """A play (at least one hand card) that changes the fewest table groups (within
    ``time_limit`` seconds for the fewest; any play found is valid)."""
    if not hand:
        return None
    return _run(table, declared, hand, rules, loose, opened, "change", one, time_limit)


def can_place(table, declared, hand, rules, card: int, *, loose=(), opened=True) -> bool:
    """Does some play this turn put ``card`` (a hand card; a twin or, for a joker, any hand
    joker is as good) on the table? Exact: the search for the most cards of its face."""
    if card not in hand or not rules.meld.distinct_suits:
        return False

    def mine(c: int) -> int:
        return int(c >= JOKER_BASE) if card >= JOKER_BASE else int(c < JOKER_BASE and c % 52 == card % 52)

    sol = _run(table, declared, hand, rules, loose, opened, "best", mine, TIE_BREAK_LIMIT)
    return sol is not None and any(mine(c) for c in sol.placed)


def any_play(table, declared, hand, rules, *, loose=(), opened=True) -> Solution | None:
    """Some valid play, or None when none exists (exact; no tie-break)."""
    if not hand:
        return None
    return _run(table, declared, hand, rules, loose, opened, "exists", one)
