"""Our move search against the MIT-licensed rummikub-solver, same positions, same run
(issue 3, point 6). Not a test: it prints figures. ``make bench-compare`` installs the
comparison's own dependencies (rummikub-solver, cvxpy, highspy) into ``.venv`` first.

    .venv/bin/python bench/compare_rummikub.py [--positions N] [--seed S]

rummikub-solver models Rummikub: numbers 1-13 (our aces low), four colours, two copies,
sets of distinct colours, and jokers that are wild wherever they lie. The positions are
Shanghai's (aces low, no jokers), and, with jokers, Shanghai's rules with Carousel's
jokers held only in the hand, where both programs face the same problem: a hand joker
may stand for any card. rummikub-solver maximises the tiles placed; we maximise the
cards placed *and* then the table groups left as they were, and re-judge every answer
with the engine's Done check, so our time includes work it does not do.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from solve_speed import JOKER_BASE, make_position, pct  # noqa: E402  (bench/, put on sys.path above)

KINDS = [
    # (name, table cards, hand size, jokers in the hand)
    ("small, no jokers", 15, 7, 0),
    ("medium, no jokers", 50, 10, 0),
    ("full, no jokers", 85, 15, 0),
    ("full, no jokers, big hand", 80, 20, 0),
    ("small, jokers", 20, 10, 2),
    ("medium, jokers", 50, 13, 2),
    ("full, jokers", 85, 15, 2),
]


def to_tile(card: int) -> int:
    """Our card id as rummikub-solver's tile number (colour * 13 + number; joker 53)."""
    return 53 if card >= JOKER_BASE else card % 52 + 1


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--positions", type=int, default=20, help="positions per kind")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    try:
        from rummikub_solver import RuleSet, SolverMode
    except ImportError:
        print("rummikub-solver is not installed: run `make bench-compare`", file=sys.stderr)
        return 2
    from rummy_desktop.plugins.manager import default_catalog
    from rummy_desktop.solver import solve
    from rummy_desktop.solver.lp import load

    load()
    catalog = default_catalog()
    plain = catalog.rules("shanghai", players=3)
    wild = plain.adjusted({"joker_policy": "carousel", "jokers": 2})
    ruleset = RuleSet(jokers=2, min_initial_value=1)
    warm = ruleset.new_game()
    warm.initial = False
    warm.add_table(1, 2, 3)
    warm.add_rack(4)
    ruleset.solve(warm, SolverMode.TILE_COUNT)  # cvxpy compiles its problems once

    print(f"rummikub-solver backend: {ruleset.backend}; wall-clock ms per position")
    print(f"{'kind':<28}{'n':>4}  {'ours median':>11}{'p95':>7}{'max':>7}   {'theirs median':>13}{'p95':>7}{'max':>7}"
          f"   {'placed: ours > theirs / <':>26}")
    all_ours: list[float] = []
    all_theirs: list[float] = []
    for name, tcards, hsize, jokers in KINDS:
        rules = wild if jokers else plain
        ours, theirs = [], []
        more = fewer = 0
        for i in range(args.positions):
            rng = random.Random(f"{args.seed}-cmp-{name}-{i}")
            table, declared, hand, _ = make_position(rng, rules, tcards, hsize, 0)
            hand = hand[:hsize - jokers] + [JOKER_BASE + n for n in range(jokers)]
            t = time.perf_counter()
            sol = solve(table, declared, hand, rules)
            ours.append((time.perf_counter() - t) * 1000)
            state = ruleset.new_game()
            state.initial = False
            state.add_table(*(to_tile(c) for g in table for c in g))
            state.add_rack(*(to_tile(c) for c in hand))
            t = time.perf_counter()
            prop = ruleset.solve(state, SolverMode.TILE_COUNT)
            theirs.append((time.perf_counter() - t) * 1000)
            n_ours = 0 if sol is None else sol.count
            n_theirs = 0 if prop is None else len(prop.tiles)
            more += n_ours > n_theirs
            fewer += n_ours < n_theirs
        all_ours += ours
        all_theirs += theirs
        print(f"{name:<28}{len(ours):>4}  {statistics.median(ours):>11.1f}{pct(ours, 95):>7.1f}{max(ours):>7.1f}"
              f"   {statistics.median(theirs):>13.1f}{pct(theirs, 95):>7.1f}{max(theirs):>7.1f}"
              f"   {more:>21} / {fewer}")
    print(f"{'all':<28}{len(all_ours):>4}  {statistics.median(all_ours):>11.1f}{pct(all_ours, 95):>7.1f}"
          f"{max(all_ours):>7.1f}   {statistics.median(all_theirs):>13.1f}{pct(all_theirs, 95):>7.1f}"
          f"{max(all_theirs):>7.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
