"""Strength of the computer levels, by tournament (``make bench-ai``).

    .venv/bin/python bench/ai_tournament.py [--games N] [--jobs J] [--tune | --seed S]
                                            [--variants a,b] [--pairs expert-standard,...]
                                            [--players 2|3|4]

For every rule set, 2-player games with seats swapped through ``rummy-desktop simulate
--json``: each deal is played twice, once with each level in the first seat. Pairings:
Expert vs Standard, Expert vs Beginner, Standard vs Beginner, Beginner vs random. Prints the first level's
share of the decided games with a 95% Wilson interval, the goal, and the seconds taken.
With ``--players 3`` or ``4`` the first level plays alone against the second level in
every other seat, each deal once with it in each seat; the goal is then a share above
its 1/players.

Seeds: the levels are tuned on one set of deals and reported on another. ``--tune`` plays
the tuning deals (base seed 1000); the default report plays base seed 2000.

The default 40 games per pairing is a quick look. About 600 decided games are needed to
tell 55% from 50%; a large lead shows with fewer. CPU seconds per game between Expert and
Standard: Rummy and Rummy Multiplayer about 13 (the Expert samples up to 64 worlds a
decision), Rummy 500 about 10 (its rollouts dig the spread pile), Manipulation over 10
(its games go to 200 points), the other Manipulation-family games 2 to 5 (the Expert's
search takes up to a fifth of its second).
The notes give the games and the command of every figure.
"""

from __future__ import annotations

import argparse
import json
import math
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

VARIANTS = ["rummy", "rummy-multiplayer", "rummy-500", "manipulation", "machiavelli", "shanghai",
            "guadalupe", "carousel", "vatican", "tahiti"]
PAIRS = [("expert", "standard", 0.65), ("expert", "beginner", 0.85), ("standard", "beginner", 0.60),
         ("beginner", "random", 0.90)]
TUNE_SEED = 1000
REPORT_SEED = 2000
CLI = [sys.executable, "-m", "rummy_desktop.cli"]


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return centre - half, centre + half


def simulate(variant: str, ai: str, games: int, seed: int, players: int = 2, think: str | None = None) -> list[dict]:
    extra = ["--think-time", think] if think else []
    out = subprocess.run(CLI + ["simulate", "--variant", variant, "--players", str(players), "--games", str(games),
                                "--seed", str(seed), "--ai", ai, "--json"] + extra,
                         capture_output=True, text=True, check=True, cwd=Path(__file__).resolve().parents[1])
    return [json.loads(line) for line in out.stdout.splitlines()][:-1]


def match(variant: str, a: str, b: str, games: int, seed: int, jobs: int, players: int = 2,
          think: str | None = None) -> tuple[int, int]:
    """Games won by ``a`` and decided games: ``a`` against ``b`` in every other seat, the
    same deals played with ``a`` in each seat (``games // players`` deals)."""
    deals = games // players
    with ThreadPoolExecutor(jobs) as pool:
        runs = [pool.submit(simulate, variant, ",".join(a if s == k else b for s in range(players)), deals, seed,
                            players, think) for k in range(players)]
        results = [(k, g) for k, run in enumerate(runs) for g in run.result()]
    wins = decided = 0
    for a_seat, g in results:
        if len(g["winners"]) == 1:
            decided += 1
            wins += g["winners"][0] == a_seat
    return wins, decided


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=40, help="games per pairing and rule set (a multiple of --players)")
    ap.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--tune", action="store_true", help=f"play the tuning deals (seed {TUNE_SEED})")
    ap.add_argument("--seed", type=int, default=None, help=f"base seed (default {REPORT_SEED})")
    ap.add_argument("--variants", default=",".join(VARIANTS))
    ap.add_argument("--pairs", default=",".join(f"{a}-{b}" for a, b, _ in PAIRS),
                    help="pairings a-b; one not in the list above has the goal 50%%")
    ap.add_argument("--think-time", default=None, help="seconds per decision (default: each level's own)")
    args = ap.parse_args()
    if args.tune and args.seed is not None:
        ap.error("--tune and --seed exclude each other")
    seed = TUNE_SEED if args.tune else (REPORT_SEED if args.seed is None else args.seed)
    wanted = set(args.pairs.split(","))
    pairs = [p for p in PAIRS if f"{p[0]}-{p[1]}" in wanted]
    pairs += [(*w.split("-", 1), 0.5) for w in args.pairs.split(",") if w not in {f"{a}-{b}" for a, b, _ in PAIRS}]
    deals = args.games // args.players
    print(f"{' '.join(sys.argv)}")
    print(f"base seed {seed} ({'tuning' if args.tune else 'report'}): deals {deals} (game seeds derive_seed({seed}, 0..{deals - 1})), "
          f"each played {args.players} times (the first level in each seat), {args.players} players")
    print(f"{'rule set':<18} {'pairing':<22} {'won/decided':>12} {'share':>6}  95% interval     goal       seconds")
    for variant in args.variants.split(","):
        for a, b, goal in pairs:
            t0 = time.perf_counter()
            wins, decided = match(variant, a, b, args.games, seed, args.jobs, args.players, args.think_time)
            lo, hi = wilson(wins, decided)
            share = wins / decided if decided else 0.0
            if args.players > 2:
                goal = 1 / args.players  # its share of the table: the goal is to be above it
            ok = "met" if share >= goal and lo > 1 / args.players else "not shown"
            print(f"{variant:<18} {a + ' vs ' + b:<22} {wins:>5}/{decided:<6} {share:>6.1%}  "
                  f"[{lo:5.1%}, {hi:5.1%}]  {goal:.0%} {ok:<9} {time.perf_counter() - t0:7.0f}", flush=True)


if __name__ == "__main__":
    main()
