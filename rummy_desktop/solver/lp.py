"""A tiny integer-program builder on top of HiGHS (``highspy``), imported lazily.

Columns and rows are collected in plain Python lists and handed to HiGHS in one
``passModel`` call (row-wise matrix), so building a model costs a few milliseconds.
The MIP is solved to proven optimality: the objective coefficients are integers, so an
absolute gap below 1 is exact.
"""

from __future__ import annotations

import os
import sys
import threading
from typing import Iterable

_highspy = None
_np = None


_local = threading.local()
PRESOLVE_BELOW = 250  # columns


def _load():
    global _highspy, _np
    if _highspy is None:
        import numpy
        import highspy

        # HiGHS prints a banner on stdout when the first solver is made; keep stdout clean
        # (the ``solve`` command prints JSON there).
        sys.stdout.flush()
        saved = os.dup(1)
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 1)
            os.close(devnull)
            highspy.Highs()
        finally:
            os.dup2(saved, 1)
            os.close(saved)
        _np = numpy
        _highspy = highspy
    return _highspy, _np


def _solver():
    highspy, _ = _load()
    h = getattr(_local, "h", None)
    if h is None:
        h = highspy.Highs()
        h.setOptionValue("output_flag", False)
        h.setOptionValue("threads", 1)
        h.setOptionValue("mip_rel_gap", 0.0)
        h.setOptionValue("mip_abs_gap", 0.5)
        _local.h = h
    return h


class IntProgram:
    def __init__(self) -> None:
        self.lb: list[float] = []
        self.ub: list[float] = []
        self.cost: list[float] = []
        self.starts: list[int] = [0]
        self.index: list[int] = []
        self.value: list[float] = []
        self.row_lb: list[float] = []
        self.row_ub: list[float] = []
        self.last_infeasible = False  # the last solve proved the model infeasible

    def var(self, lb: float = 0, ub: float = 1, cost: float = 0) -> int:
        self.lb.append(lb)
        self.ub.append(ub)
        self.cost.append(cost)
        return len(self.lb) - 1

    def row(self, terms: Iterable[tuple[int, float]], lo: float, hi: float) -> None:
        acc: dict[int, float] = {}
        for col, coef in terms:
            acc[col] = acc.get(col, 0) + coef
        items = [(c, v) for c, v in acc.items() if v]
        if not items:
            if lo > 1e-9 or hi < -1e-9:
                self.row_lb.append(1)
                self.row_ub.append(0)  # infeasible on purpose
                self.starts.append(len(self.index))
            return
        for c, v in items:
            self.index.append(c)
            self.value.append(v)
        self.starts.append(len(self.index))
        self.row_lb.append(lo)
        self.row_ub.append(hi)

    def solve(self, cuts=(), cost: dict[int, float] | None = None,
              time_limit: float | None = None) -> tuple[list[int], bool] | None:
        """Maximise (``cost`` replaces the columns' own costs); the integer values of the
        columns and whether they are proven optimal, or None when no solution was found."""
        highspy, np = _load()
        inf = highspy.kHighsInf
        row_lb = list(self.row_lb)
        row_ub = list(self.row_ub)
        starts = list(self.starts)
        index = list(self.index)
        value = list(self.value)
        for terms, lo, hi in cuts:
            for c, v in terms:
                index.append(c)
                value.append(v)
            starts.append(len(index))
            row_lb.append(lo)
            row_ub.append(hi)
        n = len(self.lb)
        m = len(row_lb)
        lp = highspy.HighsLp()
        lp.num_col_ = n
        lp.num_row_ = m
        if cost is None:
            lp.col_cost_ = np.array(self.cost, dtype=np.double)
        else:
            costs = [0.0] * n
            for c, v in cost.items():
                costs[c] += v
            lp.col_cost_ = np.array(costs, dtype=np.double)
        lp.col_lower_ = np.array(self.lb, dtype=np.double)
        lp.col_upper_ = np.array(self.ub, dtype=np.double)
        lp.row_lower_ = np.array([-inf if x == -float("inf") else x for x in row_lb], dtype=np.double)
        lp.row_upper_ = np.array([inf if x == float("inf") else x for x in row_ub], dtype=np.double)
        lp.sense_ = highspy.ObjSense.kMaximize
        lp.a_matrix_.format_ = highspy.MatrixFormat.kRowwise
        lp.a_matrix_.num_col_ = n
        lp.a_matrix_.num_row_ = m
        lp.a_matrix_.start_ = np.array(starts, dtype=np.int32)
        lp.a_matrix_.index_ = np.array(index, dtype=np.int32)
        lp.a_matrix_.value_ = np.array(value, dtype=np.double)
        lp.integrality_ = [highspy.HighsVarType.kInteger] * n
        h = _solver()
        h.clearSolver()
        h.setOptionValue("time_limit", float(time_limit) if time_limit else highspy.kHighsInf)
        # Presolve pays on small models (it often solves them outright) and costs on the
        # large ones (measured: full tables, Tahiti's joker columns).
        presolve = os.environ.get("RUMMY_SOLVER_PRESOLVE") or ("on" if n < PRESOLVE_BELOW else "off")
        # No warm start: with setSolution(), HiGHS 1.16 was seen to return the start's
        # columns while reporting a better objective. Callers pass bounds as rows instead.
        while True:
            h.setOptionValue("presolve", presolve)
            h.passModel(lp)
            h.run()
            status = h.getModelStatus()
            if status == highspy.HighsModelStatus.kInfeasible and presolve == "on":
                # HiGHS 1.16's presolve was seen to call a feasible model infeasible: only
                # the plain search may say so.
                presolve = "off"
                h.clearSolver()
                continue
            break
        self.last_infeasible = status == highspy.HighsModelStatus.kInfeasible
        if status == highspy.HighsModelStatus.kOptimal:
            proven = True
        elif status in (highspy.HighsModelStatus.kTimeLimit, highspy.HighsModelStatus.kInterrupt) \
                and h.getInfo().primal_solution_status == 2:
            proven = False
        else:
            return None
        sol = h.getSolution().col_value
        return [int(round(v)) for v in sol], proven
