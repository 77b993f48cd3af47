"""Speed of the exact move search (issue 3, point 6). Not a test: it prints figures.

    .venv/bin/python bench/solve_speed.py [--positions N] [--seed S]

A seeded set of Manipulation-family positions, from small tables to the full double deck
(tables of 80-90 cards, hands of 13-20), with and without jokers. Reports the median, p95
and max of ``solve`` per kind, the p95 of the reminder's ``play_exists`` and the import
time of ``rummy_desktop.solver`` (in a fresh interpreter).
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

JOKER_BASE = 104


def make_position(rng: random.Random, rules, table_cards: int, hand_size: int, jokers: int, loose: int = 0):
    """Deal a double deck (+ jokers) into valid groups until the table holds about
    ``table_cards`` cards; the hand mixes leftover cards and cards pulled off the table."""
    from rummy_desktop.solver.templates import templates

    meld = rules.meld
    temps = templates(meld.ace_mode)
    runs = [t for t in temps if len({f // 13 for f in t}) == 1 and len(t) <= 7]
    sets = [t for t in temps if len({f // 13 for f in t}) > 1]
    count = {f: 2 for f in range(52)}
    groups: list[list[int]] = []
    n = 0
    for _ in range(2000):
        if n >= table_cards:
            break
        t = rng.choice(runs if rng.random() < 0.55 else sets)
        if n + len(t) > table_cards + 2:
            continue
        if all(count[f] > 0 for f in t):
            for f in t:
                count[f] -= 1
            groups.append(list(t))
            n += len(t)
    copies = {f: 0 for f in range(52)}

    def cid(f):
        c = f + 52 * copies[f]
        copies[f] += 1
        return c

    table = [[cid(f) for f in g] for g in groups]
    declared: dict[int, int] = {}
    jk = [JOKER_BASE + i for i in range(jokers)]
    on_table = rng.randint(0, min(2, len(jk))) if jk else 0
    for i in range(on_table):
        g = table[i]
        k = rng.randrange(len(g))
        declared[jk[i]] = g[k] % 52
        count[g[k] % 52] += 1  # the replaced natural goes back to the stock
        copies_back = g[k]
        g[k] = jk[i]
        del copies_back
    spare_jokers = jk[on_table:]
    rest = [f for f in range(52) for _ in range(count[f])]
    rng.shuffle(rest)
    hand: list[int] = []
    used = {c for g in table for c in g}

    def stock_card():
        while rest:
            f = rest.pop()
            for copy in (0, 1):
                c = f + 52 * copy
                if c not in used:
                    used.add(c)
                    return c
        return None

    # pull the ends of some long runs into the hand
    for g in table:
        if len(hand) >= hand_size // 3:
            break
        if len(g) >= 5 and all(c < JOKER_BASE for c in g) and rng.random() < 0.5:
            hand.append(g.pop())
    while len(hand) < hand_size:
        if spare_jokers and rng.random() < 0.1:
            hand.append(spare_jokers.pop())
            continue
        c = stock_card()
        if c is None:
            break
        hand.append(c)
    loose_cards = []
    for _ in range(loose):
        c = stock_card()
        if c is not None:
            loose_cards.append(c)
    return table, declared, hand, loose_cards


KINDS = [
    # (name, variant, table cards, hand size, jokers)
    ("small, no jokers", "manipulation", 15, 7, 0),
    ("small, no jokers (hi-lo)", "machiavelli", 20, 13, 0),
    ("medium, no jokers", "shanghai", 50, 10, 0),
    ("full, no jokers", "manipulation", 85, 15, 0),
    ("full, no jokers (hi-lo)", "machiavelli", 85, 20, 0),
    ("small, jokers", "carousel", 20, 10, 2),
    ("medium, jokers", "vatican", 50, 13, 2),
    ("full, jokers (carousel)", "carousel", 85, 15, 2),
    ("full, jokers (vatican)", "vatican", 85, 16, 2),
    ("tahiti, jokers + loose", "tahiti", 40, 8, 4),
    ("full, jokers (tahiti)", "tahiti", 80, 13, 4),
]


def pct(xs, p):
    xs = sorted(xs)
    if not xs:
        return float("nan")
    k = min(len(xs) - 1, max(0, int(round(p / 100 * (len(xs) - 1)))))
    return xs[k]


def import_time() -> float:
    code = ("import time; t=time.perf_counter(); import rummy_desktop.solver; "
            "print((time.perf_counter()-t)*1000)")
    runs = []
    for _ in range(3):
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
        runs.append(float(out.stdout.strip().splitlines()[-1]))
    return min(runs)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--positions", type=int, default=20, help="positions per kind")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()

    imp = import_time()
    from rummy_desktop.plugins.manager import default_catalog
    from rummy_desktop.solver import play_exists, solve
    from rummy_desktop.solver.lp import load

    load()
    catalog = default_catalog()
    all_solve: list[float] = []
    joker_solve: list[float] = []
    plain_solve: list[float] = []
    exists_times: list[float] = []
    all_cpu: list[float] = []
    print("wall-clock ms (cpu p95: this process's CPU time, to see through a busy machine);")
    print("'tie?' counts answers whose tie-break (fewest groups changed) hit its time limit")
    print(f"{'kind':<28}{'n':>4}{'median':>9}{'p95':>9}{'max':>9}{'cpu p95':>9}  {'placed':>6}{'tie?':>6}")
    for name, variant, tcards, hsize, jokers in KINDS:
        rules = catalog.rules(variant, players=3)
        times = []
        cpu = []
        placed = []
        unproven = 0
        for i in range(args.positions):
            rng = random.Random(f"{args.seed}-{name}-{i}")
            loose = 4 if rules.loose_cards else 0
            table, declared, hand, lo = make_position(rng, rules, tcards, hsize, jokers, loose)
            opened = not rules.opening_run or rng.random() < 0.8
            t = time.perf_counter()
            c = time.process_time()
            sol = solve(table, declared, hand, rules, loose=lo, opened=opened)
            times.append((time.perf_counter() - t) * 1000)
            cpu.append((time.process_time() - c) * 1000)
            unproven += sol is not None and not sol.proven
            placed.append(0 if sol is None else sol.count)
            view = SimpleNamespace(rules=rules, table=table, declared=declared, hand=hand, loose=lo,
                                   seat=0, opened=(opened,))
            t = time.perf_counter()
            play_exists(view)
            exists_times.append((time.perf_counter() - t) * 1000)
        all_solve += times
        (joker_solve if jokers else plain_solve).extend(times)
        all_cpu.extend(cpu)
        print(f"{name:<28}{len(times):>4}{statistics.median(times):>9.1f}{pct(times, 95):>9.1f}"
              f"{max(times):>9.1f}{pct(cpu, 95):>9.1f}  {statistics.mean(placed):>6.1f}{unproven:>6}")
    print()
    for label, xs in (("solve, all", all_solve), ("solve, no jokers", plain_solve), ("solve, jokers", joker_solve)):
        print(f"{label:<28}{len(xs):>4}{statistics.median(xs):>9.1f}{pct(xs, 95):>9.1f}{max(xs):>9.1f}")
    print(f"{'solve cpu, all':<28}{len(all_cpu):>4}{statistics.median(all_cpu):>9.1f}{pct(all_cpu, 95):>9.1f}"
          f"{max(all_cpu):>9.1f}")
    print(f"{'play_exists':<28}{len(exists_times):>4}{statistics.median(exists_times):>9.1f}"
          f"{pct(exists_times, 95):>9.1f}{max(exists_times):>9.1f}")
    print(f"import rummy_desktop.solver: {imp:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
