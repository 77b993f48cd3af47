"""The fast exact model: runs as flows along each suit (issue 3).

One variable per possible group (:mod:`.exact`'s templates) makes a loose integer
program with many equivalent answers. Here a suit's runs are counted instead, rank
position by rank position:

* ``a[s, p]``: runs of suit ``s`` starting at position ``p`` (each at least 3 long, so a
  run started at ``p`` also covers ``p+1`` and ``p+2``);
* ``e[s, p]``: runs already 3 or more long at ``p`` that go on to ``p+1``;
* a run covers ``p`` when it started there or at the two positions before, or went on
  from ``p-1``: ``n(s, p) = a[p] + a[p-1] + a[p-2] + e[p-1]``, with
  ``e[p] <= a[p-2] + e[p-1]``.

Sets stay one variable per shape (five per rank). Any flow splits into runs of 3 to 13
cards (a 14-card run from ace to ace is cut in two), so the model is exact for the
groups. Jokers are counted per face (``w[f]``), which is exact when no group can end up
with too many of them (at most two jokers in play and no per-group limit, or at most one
wild joker). Otherwise (Tahiti: one joker per group) the runs are *layered*: a start
also says where the joker sits among the first three cards (or that there is none yet),
an extension whether the run holds its joker and whether it takes it at the next card,
and a set with a joker is a column per set of naturals it completes.

Vatican's held jokers (no natural can free them) must share a group with a card beside
them: each picks a neighbour, and a run covering both rank positions or a set holding
both suits must exist (or its group stays as it is).

The table's groups left as they are (the tie-break) sit outside the flow, one binary
each, and the objective is one number: placed value times (groups + 1) plus groups kept,
so a single search proves both. Positions this model does not cover (two Vatican jokers
side by side) and any answer the Done check refuses go to :mod:`.exact`'s template model.
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING, Union

from rummy_desktop.core.actions import IllegalAction
from rummy_desktop.core.cards import JOKER_BASE, make_face
from rummy_desktop.core.table_check import Table, check_commit, joker_neighbours

from .blocks import add_blocks, find_blocks, lay_out_blocks
from .lp import IntProgram
from .templates import joker_sets, set_templates, template_index

if TYPE_CHECKING:
    from rummy_desktop.core.table_check import CommitResult

INF = float("inf")
#: A layered run's joker at p+1, given it at p: a run may take its one joker at any step.
NEXT_J = {0: (0, 1), 1: (1,)}
#: Where a held joker and a neighbour share a group: ("run", (suit, p)) or ("set", face, face).
Where = Union[tuple[str, tuple[int, int]], tuple[str, int, int]]


class DecodeError(Exception):
    """An integer solution that cannot be laid out as card ids."""


def _face(card: int, declared: dict[int, int]) -> int:
    return declared[card] if card >= JOKER_BASE else card % 52


def positions(ace_mode: str) -> list[int]:
    """Rank positions a run may use: 1 is the low ace, 14 the high one."""
    return list(range(2 if ace_mode == "high" else 1, (13 if ace_mode == "low" else 14) + 1))


def pos_face(p: int, suit: int) -> int:
    return make_face(1 if p == 14 else p, suit)


class FlowProblem:
    """One position as a flow model. ``applicable`` is False when the model cannot
    express its joker rules (then :mod:`.exact`'s template model answers)."""

    def __init__(self, table, declared, hand, rules, loose, opened, mode, value) -> None:
        self.rules = rules
        self.meld = rules.meld
        self.groups = [list(g) for g in table]
        self.declared = dict(declared)
        self.hand = list(hand)
        self.loose = list(loose)
        self.opened = opened
        self.mode = mode  # "best" | "change" | "exists"
        self.value = value
        self.feasible = True
        self._cards()
        self.applicable = self._jokers()
        if not self.applicable:
            return
        self.lp = IntProgram()
        self.place_cost: dict[int, float] = {}
        self.keep_cost: dict[int, float] = {}
        self._faces: dict[int, list[tuple[int, int]]] = {}  # face -> the slots it fills, minus supply
        self._wild: list[tuple[int, int]] = []  # wild jokers used, minus those to place
        self._wild_rhs = sum(1 for m in self.mode_of.values() if m == "wild")
        self.P = positions(self.meld.ace_mode)
        self.a: dict[tuple[int, int], int] = {}
        self.e: dict[tuple[int, int], int] = {}
        self.start: dict[tuple[int, int, int | None], int] = {}  # layered: (suit, p, joker's position)
        self.go: dict[tuple[int, int, int, int], int] = {}  # layered: (suit, p, joker held at p, at p+1)
        if self.layered:
            self._layered_runs()
        else:
            self._runs()
        self._sets()
        self._hand_and_loose()
        self._blocks()
        self._kept()
        self._hosts()
        self._balance()
        self._opening()
        # One objective: the placed value first, then the groups kept.
        self.weight = len(self.keep_cost) + 1
        self.cost: dict[int, float] = {}
        if mode == "best":
            self.cost = {c: v * self.weight for c, v in self.place_cost.items()}
            self.cost.update(self.keep_cost)
        elif mode == "change":
            self.cost = dict(self.keep_cost)

    # -- the model, step by step ----------------------------------------------------------------

    def _term(self, f: int, col: int, coef: int = 1) -> None:
        self._faces.setdefault(f, []).append((col, coef))

    def _cards(self) -> None:
        self.hand_by_face: dict[int, list[int]] = {}
        self.hand_jokers = [c for c in self.hand if c >= JOKER_BASE]
        for c in self.hand:
            if c < JOKER_BASE:
                self.hand_by_face.setdefault(c % 52, []).append(c)
        self.loose_by_face: dict[int, list[int]] = {}
        self.loose_jokers = [c for c in self.loose if c >= JOKER_BASE]
        for c in self.loose:
            if c < JOKER_BASE:
                self.loose_by_face.setdefault(c % 52, []).append(c)
        self._tn: dict[int, int] = {}  # table naturals by face
        for g in self.groups:
            for c in g:
                if c < JOKER_BASE:
                    self._tn[c % 52] = self._tn.get(c % 52, 0) + 1
        self._hc = {f: len(v) for f, v in self.hand_by_face.items()}

    def _jokers(self) -> bool:
        """Sort the table's jokers; False when this model cannot express their rules."""
        meld, policy = self.meld, self.rules.joker_policy
        # Tahiti's jokered groups are blocks; elsewhere a table joker is wild (its natural
        # is on the table), fixed (no natural of its face can arrive) or freed by choice.
        self.block_of = find_blocks(self.groups, self.declared) if policy == "tahiti" else {}
        self.blocks = list(self.block_of.values())
        self.mode_of: dict[int, str] = {}
        for gi, g in enumerate(self.groups):
            if gi in self.block_of:
                continue
            for j in (c for c in g if c >= JOKER_BASE):
                x = self.declared[j]
                self.mode_of[j] = "wild" if self._tn.get(x, 0) else "binary" if self._hc.get(x, 0) else "fixed"
        # Vatican: a joker no natural can free must stay beside one of its neighbours
        self.neighbours: dict[int, list[int]] = {}
        self.home: dict[int, int] = {}
        if policy == "vatican":
            for gi, g in enumerate(self.groups):
                for j in g:
                    if j >= JOKER_BASE and self.mode_of[j] != "wild":
                        near = sorted(joker_neighbours(g, j, self.declared, meld))
                        if any(n >= JOKER_BASE for n in near):
                            return False  # two jokers side by side: per group
                        self.neighbours[j] = near
                        self.home[j] = gi
        n_jokers_all = (sum(1 for g in self.groups for c in g if c >= JOKER_BASE) + len(self.hand_jokers)
                        + len(self.loose_jokers))
        self._n_wild = (len(self.hand_jokers) + len(self.loose_jokers) + len(self.blocks)
                        + sum(1 for m in self.mode_of.values() if m != "fixed"))
        # Jokers counted per face are exact when no group can get too many of them;
        # otherwise (Tahiti: one per group) each run and set carries whether it holds one.
        self.layered = not ((meld.max_jokers is None and n_jokers_all <= 2) or self._n_wild <= 1)
        if self.layered and meld.max_jokers != 1:
            return False
        self._fixed_at: dict[int, int] = {}  # faces of the jokers that count as naturals
        for j, m in self.mode_of.items():
            if m != "wild":
                self._fixed_at[self.declared[j]] = self._fixed_at.get(self.declared[j], 0) + 1
        self._avail: dict[int, int] = {}
        for src in (self._tn, self._hc, {f: len(v) for f, v in self.loose_by_face.items()}, self._fixed_at):
            for f, n in src.items():
                self._avail[f] = self._avail.get(f, 0) + n
        return True

    def _cap_at(self, p: int, s: int) -> int:
        return self._avail.get(make_face(1 if p == 14 else p, s), 0) + self._n_wild

    def _runs(self) -> None:
        """Runs counted by starts and extensions, suit by suit (an extension only where a
        run 3 long can be: otherwise it is zero in every answer)."""
        lp, P, faces = self.lp, self.P, self._faces
        lo, hi = P[0], P[-1]
        for s in range(4):
            cap = {p: self._cap_at(p, s) for p in P}
            a: dict[int, int] = {}
            e: dict[int, int] = {}
            for p in P:
                if p + 2 <= hi:
                    ub = min(cap[p], cap[p + 1], cap[p + 2])
                    if ub > 0:
                        a[p] = lp.var(0, ub)
                if lo + 2 <= p < hi and (p - 2 in a or p - 1 in e):
                    ub = min(cap[p], cap[p + 1])
                    if ub > 0:
                        e[p] = lp.var(0, ub)
            for p in P:
                # a run covers p when it started there or at the two positions before, or went on from p-1
                cover = [(a[q], 1) for q in (p, p - 1, p - 2) if q in a]
                if p - 1 in e:
                    cover.append((e[p - 1], 1))
                if cover:
                    faces.setdefault(pos_face(p, s), []).extend(cover)
                if p in e:
                    # only runs already 3 long at p go on as "e"
                    cols = [e[p]] + [c for c in (a.get(p - 2), e.get(p - 1)) if c is not None]
                    lp.add_row(cols, [1] + [-1] * (len(cols) - 1), -INF, 0)
            self.a.update({(s, p): col for p, col in a.items()})
            self.e.update({(s, p): col for p, col in e.items()})

    def _layered_runs(self) -> None:
        """Runs with at most one joker, like the plain runs above: ``start[s, p, jp]``
        counts runs whose first three cards are at p, p+1 and p+2, with their joker at
        ``jp`` (None: no joker yet); ``go[s, p, j, jj]`` counts runs already 3 or more
        long at p, holding their joker (j) or not, that go on to p+1, where a run without
        its joker may take it (jj > j). Runs 3 or more long may end anywhere.

        Columns exist only where a natural of the face or a wild joker can fill the card,
        and steps only from states some start reaches: every other start or step is zero
        in every answer."""
        lp, P, n_wild = self.lp, self.P, self._n_wild
        hi = P[-1]
        faces, wild = self._faces, self._wild
        for s in range(4):
            face = {p: pos_face(p, s) for p in P}
            cap = {p: self._avail.get(face[p], 0) + n_wild for p in P}
            natural = {p: cap[p] > n_wild for p in P}
            grown: dict[int, list[int]] = {}  # joker held -> columns of runs 3 or more long at p
            for p in P:
                if p - 2 >= P[0]:
                    trio = (p - 2, p - 1, p)
                    ub = min(cap[p - 2], cap[p - 1], cap[p])
                    missing = [q for q in trio if not natural[q]]
                    for jp in (None, *trio) if n_wild else (None,):
                        if missing and missing != [jp]:
                            continue
                        col = self.start[s, p - 2, jp] = lp.var(0, ub if jp is None else min(ub, n_wild))
                        grown.setdefault(int(jp is not None), []).append(col)
                        for q in trio:
                            (wild if q == jp else faces.setdefault(face[q], [])).append((col, 1))
                after: dict[int, list[int]] = {}
                for j in sorted(grown):
                    out = []
                    for jj in NEXT_J[j] if p < hi else ():
                        if natural[p + 1] if jj == j else n_wild:
                            col = self.go[s, p, j, jj] = lp.var(0, cap[p + 1])
                            out.append(col)
                            after.setdefault(jj, []).append(col)
                            (wild if jj > j else faces.setdefault(face[p + 1], [])).append((col, 1))
                    if out:
                        into = grown[j]
                        lp.add_row(out + into, [1] * len(out) + [-1] * len(into), -INF, 0)
                grown = after

    def _sets(self) -> None:
        """One column per set shape. Layered, the sets with a joker are columns of their
        own, one per set of naturals (its joker may stand for any suit missing), and a
        set without one needs all its naturals."""
        self.sets: dict[int, tuple[int, ...]] = {}
        self.joker_sets: dict[int, tuple[tuple[int, ...], int]] = {}
        n_wild, cap_rule, layered = self._n_wild, self.meld.max_jokers, self.layered
        var, faces = self.lp.var, self._faces
        avail = [self._avail.get(f, 0) for f in range(52)]
        for t in set_templates(self.meld.ace_mode):
            missing = sum(1 for f in t if not avail[f])
            cap = 0 if layered else len(t) - 1 if cap_rule is None else min(cap_rule, len(t) - 1)
            if missing > min(cap, n_wild):
                continue
            ub = min([avail[f] for f in t]) + n_wild
            if ub <= 0:
                continue
            col = var(0, ub)
            self.sets[col] = t
            for f in t:
                faces.setdefault(f, []).append((col, 1))
        if layered:
            for t, f, naturals in joker_sets():
                if all(avail[g] for g in naturals):
                    col = var(0, n_wild)
                    self.joker_sets[col] = (t, f)
                    self._wild.append((col, 1))
                    for g in naturals:
                        faces.setdefault(g, []).append((col, 1))

    def _hand_and_loose(self) -> None:
        """What is placed (at least one card), wild jokers per face, loose cards, and the
        table jokers a hand natural may free."""
        lp = self.lp
        self.w: dict[int, int] = {}
        if self._n_wild and not self.layered:
            for f in list(self._faces):
                self.w[f] = lp.var(0, self._n_wild)
                self._term(f, self.w[f], -1)
                self._wild.append((self.w[f], 1))
        self.hn: dict[int, int] = {}
        placed_terms: list[tuple[int, float]] = []
        for f, ids in self.hand_by_face.items():
            self.hn[f] = lp.var(0, len(ids))
            self.place_cost[self.hn[f]] = sum(self.value(c) for c in ids) // len(ids)
            self._term(f, self.hn[f], -1)
            placed_terms.append((self.hn[f], 1))
        self.hj = None
        if self.hand_jokers:
            self.hj = lp.var(0, len(self.hand_jokers))
            self.place_cost[self.hj] = self.value(self.hand_jokers[0])
            placed_terms.append((self.hj, 1))
            self._wild.append((self.hj, -1))
        lp.row(placed_terms, 1, INF)
        self.ln: dict[int, int] = {}
        for f, ids in self.loose_by_face.items():
            self.ln[f] = lp.var(0, len(ids))
            self._term(f, self.ln[f], -1)
        self.lj = None
        if self.loose_jokers:
            self.lj = lp.var(0, len(self.loose_jokers))
            self._wild.append((self.lj, -1))
        self.fv: dict[int, int] = {}
        for j, m in self.mode_of.items():
            if m == "binary":
                x = self.declared[j]
                self.fv[j] = fv = lp.var(0, 1)
                self._wild.append((fv, -1))
                self._term(x, fv)
                lp.row([(fv, 1), (self.hn[x], -1)], -INF, 0)

    def _blocks(self) -> None:
        """Tahiti's jokered groups (:mod:`.blocks`), each kept as it is worth the tie-break's 1."""
        self._wild_rhs += len(self.blocks)
        self.bc = add_blocks(self.lp, self.blocks, self.groups, self.declared, self.meld.ace_mode, self._hc,
                             self.hn, self._term, self._wild)
        for ev in self.bc.unchanged:
            self.keep_cost[ev] = 1

    def _kept(self) -> None:
        """The tie-break: one binary per table group left exactly as it is."""
        self.kv: dict[int, int] = {}
        TI = template_index(self.meld.ace_mode)
        for gi, g in enumerate(self.groups):
            if gi in self.block_of:
                continue
            faces = frozenset(_face(c, self.declared) for c in g)
            if TI.get(faces) is None or len(faces) != len(g):
                continue
            k = self.kv[gi] = self.lp.var(0, 1)
            self.keep_cost[k] = 1
            for c in g:
                if c >= JOKER_BASE and self.mode_of[c] == "wild":
                    self._wild.append((k, 1))
                else:
                    self._term(_face(c, self.declared), k)
                if c in self.fv:
                    self.lp.row([(k, 1), (self.fv[c], 1)], -INF, 1)

    def _set_cover(self, x: int, fn: int) -> list[tuple[int, float]]:
        return [(col, 1.0) for col, t in self.sets.items() if x in t and fn in t]

    def _hosts(self) -> None:
        """Vatican: each held joker picks a neighbour whose group it shares (a run covering
        both rank positions or a set holding both suits), or its group stays as it is."""
        lp = self.lp
        self.hosts: dict[int, list[tuple[int, object, int]]] = {}  # joker -> (column, where, neighbour)
        share: dict[Where, list[tuple[int, float]]] = {}
        for j, near in self.neighbours.items():
            x = self.declared[j]
            options: list[tuple[int, float]] = []
            hv: list[tuple[int, object, int]] = []
            if self.home[j] in self.kv:
                h = lp.var(0, 1)
                lp.row([(h, 1), (self.kv[self.home[j]], -1)], -INF, 0)
                hv.append((h, "kept", -1))
                options.append((h, 1))
            for n in near:
                fn = n % 52
                if fn // 13 == x // 13:
                    edge = self._edge(x, fn)
                    if edge is None:
                        continue
                    cover = self._cover(*edge)
                    where: Where = ("run", edge)
                else:
                    cover = self._set_cover(x, fn)
                    where = ("set", x, fn)
                if not cover:
                    continue
                h = lp.var(0, 1)
                lp.row([(h, 1)] + [(c, -v) for c, v in cover], -INF, 0)
                share.setdefault(where, []).append((h, 1))
                hv.append((h, where, n))
                options.append((h, 1))
            if j in self.fv:
                options.append((self.fv[j], 1))
            lp.row(options, 1, 1)
            self.hosts[j] = hv
        for where, terms in share.items():
            if len(terms) > 1:
                cover = self._cover(*where[1]) if len(where) == 2 else self._set_cover(where[1], where[2])  # a run, a set
                lp.row(terms + [(c, -v) for c, v in cover], -INF, 0)

    def _balance(self) -> None:
        """Every wild joker is used; every face's slots equal its supply exactly."""
        self._sum_row(self._wild, self._wild_rhs)
        rhs = {f: self._tn.get(f, 0) + self._fixed_at.get(f, 0) for f in set(self._tn) | set(self._fixed_at)}
        for f in set(self._faces) | set(rhs):
            self._sum_row(self._faces.get(f, []), rhs.get(f, 0))

    def _sum_row(self, terms: list[tuple[int, int]], r: int) -> None:
        """The terms add up to ``r``: without adding up terms when their columns are
        distinct (the usual case)."""
        cols = [c for c, _ in terms]
        if cols and len(set(cols)) == len(cols):
            self.lp.add_row(cols, [v for _, v in terms], r, r)
        else:
            self.lp.row(terms, r, r)

    def _opening(self) -> None:
        """Vatican's opening: three hand naturals forming a run are among the placed."""
        if not self.rules.opening_run or self.opened:
            return
        opening = []
        for s in range(4):
            for p in self.P[:-2]:
                trio = [pos_face(q, s) for q in (p, p + 1, p + 2)]
                if all(f in self.hn for f in trio):
                    o = self.lp.var(0, 1)
                    opening.append(o)
                    for f in trio:
                        self.lp.row([(o, 1), (self.hn[f], -1)], -INF, 0)
        if not opening:
            self.feasible = False
        else:
            self.lp.row([(o, 1) for o in opening], 1, INF)

    # -- solving ------------------------------------------------------------------------------

    def placed_value(self, sol: list[int]) -> int:
        return sum(int(v) * sol[c] for c, v in self.place_cost.items())

    def _spots(self, f: int) -> list[int]:
        r = f % 13 + 1
        return [p for p in ((1, 14) if r == 1 else (r,)) if p in self.P]

    def _edge(self, f1: int, f2: int) -> tuple[int, int] | None:
        """(suit, p): the run step p -> p+1 joining two faces of one suit, or None."""
        for p1 in self._spots(f1):
            for p2 in self._spots(f2):
                if abs(p1 - p2) == 1:
                    return f1 // 13, min(p1, p2)
        return None

    def _cover(self, s: int, p: int) -> list[tuple[int, float]]:
        """The runs that cover both p and p+1: those started at p or p-1, and those
        already three long at p that go on."""
        cols = [self.a.get((s, p)), self.a.get((s, p - 1)), self.e.get((s, p))]
        return [(c, 1.0) for c in cols if c is not None]

    def _lay_out(self, sol: list[int]) -> CommitResult:
        """The model's answer as card ids, re-judged by the Done check."""
        t0 = Table([list(g) for g in self.groups], dict(self.declared), list(self.loose))
        for attempt in range(3):
            try:
                groups, decl = self.decode(sol, random.Random(attempt) if attempt else None)
                return check_commit(t0, self.hand, groups, decl, self.rules, self.opened)
            except (DecodeError, IllegalAction):
                continue
        raise DecodeError("refused")

    def limit_changes(self, k: int) -> None:
        """Only plays that change at most ``k`` table groups (groups kept as they are)."""
        self.lp.row([(c, 1) for c in self.keep_cost], len(self.keep_cost) - k, INF)

    def run(self, time_limit: float | None = None) -> tuple[CommitResult, bool] | None:
        """(the re-judged answer, tie-break proven), None when no play exists; raises
        :class:`DecodeError` when an answer cannot be laid out or is refused.

        One search for the one objective; when the time limit stops it before the
        tie-break is proven, the placed value is still proven (by showing that no more
        can be placed, or by searching on for the most)."""
        if not self.feasible:
            return None
        if self.mode == "exists":
            r = self.lp.solve(cost={})
            return None if r is None else (self._lay_out(r[0]), True)
        r = self.lp.solve(cost=self.cost, time_limit=time_limit)
        if r is None:
            if self.lp.last_infeasible or time_limit is None:
                return None
            r = self.lp.solve(cost=self.cost)  # nothing found in time: search to the end
            if r is None:
                return None
        sol, proven = r
        if not proven and self.mode == "best":
            got = self.placed_value(sol)
            if math.floor((self.lp.last_bound + 1e-6) / self.weight) > got:
                row = ([(c, v) for c, v in self.place_cost.items()], got + 0.5, INF)
                more = self.lp.solve([row], cost=self.place_cost)
                if more is not None:
                    # more can be placed: the most first, then the tie-break in the time given
                    row = ([(c, v) for c, v in self.place_cost.items()], self.placed_value(more[0]) - 0.5, INF)
                    keep = self.lp.solve([row], cost=self.keep_cost, time_limit=time_limit)
                    sol = (keep or more)[0]
        return self._lay_out(sol), proven

    def decode(self, sol: list[int], rng: random.Random | None):
        used: set[int] = set()

        def take(ids: list[int], n: int) -> list[int]:
            ids = [c for c in ids if c not in used]
            if rng:
                rng.shuffle(ids)
            if len(ids) < n:
                raise DecodeError("short")
            used.update(ids[:n])
            return ids[:n]

        decl: dict[int, int] = {}
        hand_nat = {f: take(ids, sol[self.hn[f]]) for f, ids in self.hand_by_face.items()}
        wild: list[int] = take(self.hand_jokers, sol[self.hj]) if self.hj is not None else []
        loose_nat = {f: take(ids, sol[self.ln[f]]) for f, ids in self.loose_by_face.items()}
        if self.lj is not None:
            wild += take(self.loose_jokers, sol[self.lj])
        out: list[list[int]] = []
        held: list[int] = []  # Vatican jokers that must join a neighbour
        nat_pool: dict[int, list[int]] = {}
        for gi, g in enumerate(self.groups):
            if gi in self.block_of:
                continue
            if gi in self.kv and sol[self.kv[gi]]:
                out.append(list(g))
                for c in g:
                    if c >= JOKER_BASE:
                        decl[c] = self.declared[c]
                continue
            for c in g:
                if c < JOKER_BASE:
                    nat_pool.setdefault(c % 52, []).append(c)
                elif self.mode_of[c] == "wild" or (c in self.fv and sol[self.fv[c]]):
                    wild.append(c)
                elif c in self.hosts:
                    held.append(c)
                else:
                    nat_pool.setdefault(self.declared[c], []).append(c)
        out += lay_out_blocks(self.blocks, self.groups, self.declared, self.bc, sol, hand_nat, wild, nat_pool, decl,
                              DecodeError)
        for src in (loose_nat, hand_nat):
            for f, ids in src.items():
                nat_pool.setdefault(f, []).extend(ids)

        # the shapes: sets as counted, runs traced along each suit
        shapes: list[list[int]] = []
        slots: list[int | None] = []  # layered: the face a group's joker stands for
        for col, t in self.sets.items():
            shapes += [list(t)] * sol[col]
            slots += [None] * sol[col]
        for col, (t, f) in self.joker_sets.items():
            shapes += [list(t)] * sol[col]
            slots += [f] * sol[col]
        for s in range(4) if self.layered else ():
            grown: dict[int, list[list]] = {0: [], 1: []}  # joker held -> [start, joker's position] of runs 3+ long at p
            for p in self.P:
                for jp in (None, p - 2, p - 1, p):
                    started = self.start.get((s, p - 2, jp))
                    if started is not None and sol[started]:
                        grown[jp is not None] += [[p - 2, jp] for _ in range(sol[started])]
                after: dict[int, list[list]] = {0: [], 1: []}
                for j, runs in grown.items():
                    if not runs:
                        continue
                    if rng:
                        rng.shuffle(runs)
                    for jj in NEXT_J[j]:
                        going = self.go.get((s, p, j, jj))
                        n = sol[going] if going is not None else 0
                        if n > len(runs):
                            raise DecodeError("flow")
                        for run in runs[:n]:
                            if jj > j:
                                run[1] = p + 1
                            after[jj].append(run)
                        runs = runs[n:]
                    for st, jp in runs:
                        for a, b in _run_ranges(st, p):
                            shapes.append([pos_face(q, s) for q in range(a, b + 1)])
                            slots.append(pos_face(jp, s) if jp is not None and a <= jp <= b else None)
                grown = after
        for s in range(4) if not self.layered else ():
            active: list[int] = []  # start positions
            for p in self.P:
                active += [p] * (sol[self.a[s, p]] if (s, p) in self.a else 0)
                go_on = sol[self.e[s, p]] if (s, p) in self.e else 0
                young = [st for st in active if p - st < 2]
                long_enough = [st for st in active if p - st >= 2]
                if p == self.P[-1] and young or go_on > len(long_enough):
                    raise DecodeError("flow")
                if rng:
                    rng.shuffle(long_enough)
                for st in long_enough[go_on:]:
                    for a, b in _run_ranges(st, p):
                        shapes.append([pos_face(q, s) for q in range(a, b + 1)])
                        slots.append(None)
                active = young + long_enough[:go_on]

        # held jokers beside their neighbours, wild jokers (fewest per group), naturals
        insts: list[dict[int, int]] = [{} for _ in shapes]
        for j in held:
            x = self.declared[j]
            _, where, n = next(h for h in self.hosts[j] if sol[h[0]])
            fn = n % 52
            i = next((i for i, t in enumerate(shapes)
                      if x in t and fn in t and x not in insts[i] and fn not in insts[i]), None)
            if i is None or n not in nat_pool.get(fn, []):
                raise DecodeError("host")
            nat_pool[fn].remove(n)
            insts[i][x] = j
            insts[i][fn] = n
            decl[j] = x
        cap_rule = self.meld.max_jokers

        def jokers(i: int) -> int:
            return sum(1 for c in insts[i].values() if c >= JOKER_BASE)

        if rng:
            rng.shuffle(wild)
        for i, slot in enumerate(slots):
            if slot is not None:
                if not wild:
                    raise DecodeError("wild")
                j = wild.pop()
                insts[i][slot] = j
                decl[j] = slot
        for f, col in self.w.items():
            for _ in range(sol[col]):
                cands = [i for i, t in enumerate(shapes) if f in t and f not in insts[i]]
                if not cands or not wild:
                    raise DecodeError("wild")
                i = min(cands, key=jokers)
                cap = len(shapes[i]) - 1 if cap_rule is None else min(cap_rule, len(shapes[i]) - 1)
                if jokers(i) >= cap:
                    raise DecodeError("cap")
                j = wild.pop()
                insts[i][f] = j
                decl[j] = f
        if wild:
            raise DecodeError("wild left")
        for shape, inst in zip(shapes, insts):
            grp = []
            for f in shape:
                if f in inst:
                    grp.append(inst[f])
                    continue
                pool = nat_pool.get(f)
                if not pool:
                    raise DecodeError("natural")
                c = pool.pop(0)
                if c >= JOKER_BASE:
                    decl[c] = f
                grp.append(c)
            out.append(grp)
        if any(nat_pool.values()):
            raise DecodeError("left")
        return out, decl


def _run_ranges(start: int, end: int) -> list[tuple[int, int]]:
    """A traced run as rank-position ranges: a 14-card run (ace to ace) is cut in two."""
    if end - start + 1 > 13:
        mid = start + (end - start + 1) // 2
        return [(start, mid - 1), (mid, end)]
    return [(start, end)]
