"""A tiny integer-program builder on top of Google OR-Tools' CP-SAT, imported lazily.

Columns and rows are collected in plain Python lists and handed to CP-SAT as one model
(its protocol-buffer form, without the ``cp_model`` convenience layer, which imports
pandas). The search runs on one worker, without CP-SAT's presolve (measured on the
benchmark's positions: presolve doubles the median time here), and is proven optimal
unless a time limit stops it.

Why CP-SAT and not an LP-based MIP solver: the Manipulation family's search maximises
the cards placed and then the table groups left as they were. HiGHS proved such optima
quickly once it had them, but often took 100-500 ms at the root node to *find* them;
CP-SAT found and proved them in 10-60 ms on the same models.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

_cmh = None
BIG = 2**40  # stands for an infinite row bound (CP-SAT bounds are 64-bit integers)
#: Extra CP-SAT parameters (name -> value), for experiments with the benchmark.
TUNING: dict[str, object] = {}


def _load():
    global _cmh
    if _cmh is None:
        # lazily: OR-Tools (its native library) only when a program is solved
        from ortools.sat.python import cp_model_helper

        _cmh = cp_model_helper
    return _cmh


def load() -> None:
    """Load CP-SAT's native module now. Its import holds the GIL for tens of milliseconds:
    a table does it on the UI thread as it opens, not on its worker in the middle of the
    game's animations (which stalled them, 30-80 ms at the first search)."""
    _load()


class IntProgram:
    def __init__(self) -> None:
        self.lb: list[int] = []
        self.ub: list[int] = []
        self.cost: list[float] = []
        self.rows: list[tuple[list[int], list[int], int, int]] = []
        self.empty_infeasible = False  # a row that no values can meet
        self.presolve = False
        self.last_infeasible = False  # the last solve proved the model infeasible
        self.last_bound = math.inf  # the last solve's proven upper bound on the objective

    def var(self, lb: float = 0, ub: float = 1, cost: float = 0) -> int:
        self.lb.append(int(lb))
        self.ub.append(int(ub))
        self.cost.append(cost)
        return len(self.lb) - 1

    def row(self, terms: Iterable[tuple[int, float]], lo: float, hi: float) -> None:
        acc: dict[int, float] = {}
        for col, coef in terms:
            acc[col] = acc.get(col, 0) + coef
        items = [(c, int(v)) for c, v in acc.items() if v]
        lo_i, hi_i = _bounds(lo, hi)
        if lo_i > hi_i or (not items and (lo_i > 0 or hi_i < 0)):
            self.empty_infeasible = True  # a row no values can meet: the model has no answer
            return
        if not items:
            return
        self.rows.append(([c for c, _ in items], [v for _, v in items], lo_i, hi_i))

    def add_row(self, cols: list[int], coefs: list[int], lo: float, hi: float) -> None:
        """:meth:`row` for terms already in final form: distinct columns, non-zero
        integer coefficients, at least one term (no accumulation, no checks)."""
        lo_i, hi_i = _bounds(lo, hi)
        if lo_i > hi_i:
            self.empty_infeasible = True
            return
        self.rows.append((cols, coefs, lo_i, hi_i))

    def solve(self, cuts=(), cost: dict[int, float] | None = None,
              time_limit: float | None = None) -> tuple[list[int], bool] | None:
        """Maximise (``cost`` replaces the columns' own costs), with ``cuts`` as extra
        rows: the columns' values and whether they are proven optimal, or None when no
        solution was found (``last_infeasible`` tells whether none exists)."""
        cmh = _load()
        self.last_infeasible = False
        self.last_bound = math.inf
        if self.empty_infeasible:
            self.last_infeasible = True
            return None
        model = cmh.CpModelProto()
        # the variables in one text-format call: about twice as fast as one call per field
        text = "".join([f"variables{{domain:[{lo},{hi}]}}" for lo, hi in zip(self.lb, self.ub)])
        if not model.parse_text_format(text):
            raise RuntimeError("CP-SAT could not read the model's variables")
        add = model.constraints.add
        for cols, coefs, lo, hi in self.rows:
            lin = add().linear
            lin.vars.extend(cols)
            lin.coeffs.extend(coefs)
            lin.domain.extend([lo, hi])
        for terms, lo, hi in cuts:
            if _bounds(lo, hi)[0] > _bounds(lo, hi)[1]:
                self.last_infeasible = True
                return None
            acc: dict[int, float] = {}
            for c, v in terms:
                acc[c] = acc.get(c, 0) + v
            lin = add().linear
            lin.vars.extend(list(acc))
            lin.coeffs.extend([int(v) for v in acc.values()])
            lin.domain.extend(list(_bounds(lo, hi)))
        costs = cost if cost is not None else {c: v for c, v in enumerate(self.cost) if v}
        costs = {c: int(v) for c, v in costs.items() if v}
        if costs:
            model.objective.vars.extend(list(costs))
            model.objective.coeffs.extend([-v for v in costs.values()])
            model.objective.scaling_factor = -1.0  # maximise
        params = cmh.SatParameters()
        params.num_workers = 1
        params.cp_model_presolve = self.presolve
        # measured on the benchmark's positions: the linear relaxation in full from the
        # start halves the median and the tail; probing costs more than it saves
        params.add_lp_constraints_lazily = False
        params.cp_model_probing_level = 0
        # measured the same way: Chvatal-Gomory, MIR and zero-half cuts cost more time at
        # every node than they save in the proof (p95 about 47 -> 24 ms, max 110 -> 45 ms)
        params.add_cg_cuts = False
        params.add_mir_cuts = False
        params.add_zero_half_cuts = False
        if time_limit is not None:
            params.max_time_in_seconds = float(time_limit)
        for key, value in TUNING.items():
            setattr(params, key, value)
        solver = cmh.SolveWrapper()
        solver.set_parameters(params)
        response = solver.solve(model)
        status = response.status
        if status == cmh.CpSolverStatus.INFEASIBLE:
            self.last_infeasible = True
            return None
        if status == cmh.CpSolverStatus.MODEL_INVALID:  # a bug in a model, never "no play"
            raise RuntimeError(f"CP-SAT refused the model: {response.solution_info}")
        if status not in (cmh.CpSolverStatus.OPTIMAL, cmh.CpSolverStatus.FEASIBLE):
            return None
        if costs:
            self.last_bound = response.best_objective_bound
        proven = status == cmh.CpSolverStatus.OPTIMAL
        if proven:
            self.last_bound = response.objective_value if costs else 0
        return list(response.solution), proven


def _bounds(lo: float, hi: float) -> tuple[int, int]:
    """Integer row bounds: coefficients are integers, so ``lo`` rounds up, ``hi`` down."""
    lo_i = -BIG if lo == -math.inf else math.ceil(lo - 1e-9)
    hi_i = BIG if hi == math.inf else math.floor(hi + 1e-9)
    return lo_i, hi_i
