"""Simulation speed: whole games between ``greedy`` players, per rule set, 2 and 4 players.

    .venv/bin/python bench/simulate_speed.py [--games G] [--jobs J]

Prints games per second, rounds per second, average turns and rounds per game, and the
process's peak memory; then the headline figure (2-player ``rummy``) on one core and on
``--jobs`` cores, and a memory check that the peak does not grow with the number of games.
A "game" is a whole match to its end (Rummy: to 100 with elimination, 20-30 deals);
rounds per second compares with engines whose "game" is one deal.
"""

from __future__ import annotations

import argparse
import gc
import resource
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rummy_desktop.plugins.manager import default_catalog
from rummy_desktop.session.headless import game_seed, play


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def run(variant: str, players: int, games: int, seed: int = 1) -> tuple[float, int, int]:
    catalog = default_catalog()
    rounds = turns = 0
    start = time.perf_counter()
    for i in range(games):
        _, s = play(catalog, variant, {}, players, game_seed(seed, i), ["greedy"] * players, i)
        rounds += s.rounds
        turns += s.turns
    return time.perf_counter() - start, rounds, turns


def _chunk(args):
    variant, players, games, seed = args
    return run(variant, players, games, seed)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=20, help="games per rule set and player count")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    catalog = default_catalog()
    run("rummy", 2, 2)  # warm-up: imports, caches
    print(f"{'rule set':<18} {'players':>7} {'games/s':>8} {'rounds/s':>9} {'turns/game':>10} {'rounds/game':>11}")
    for v in sorted(catalog.variants.all(), key=lambda v: v.spec.id):
        for n in (2, 4):
            secs, rounds, turns = run(v.spec.id, n, args.games)
            print(f"{v.spec.id:<18} {n:>7} {args.games / secs:>8.1f} {rounds / secs:>9.1f} "
                  f"{turns / args.games:>10.1f} {rounds / args.games:>11.1f}")
    print(f"peak memory after all rule sets: {peak_mb():.1f} MB")

    games = max(args.games * 5, 100)
    secs, rounds, _ = run("rummy", 2, games, seed=7)
    print(f"\nrummy, 2 players, greedy, one core: {games / secs:.1f} games/s, {rounds / secs:.1f} rounds/s")
    per = games // args.jobs
    start = time.perf_counter()
    with ProcessPoolExecutor(args.jobs) as pool:
        results = list(pool.map(_chunk, [("rummy", 2, per, 100 + j) for j in range(args.jobs)]))
    wall = time.perf_counter() - start
    rounds = sum(r[1] for r in results)
    print(f"rummy, 2 players, greedy, {args.jobs} processes: {per * args.jobs / wall:.1f} games/s, "
          f"{rounds / wall:.1f} rounds/s")

    gc.collect()
    before = peak_mb()
    run("rummy", 2, games, seed=11)
    mid = peak_mb()
    run("rummy", 2, games * 2, seed=12)
    after = peak_mb()
    print(f"peak memory: {before:.1f} MB before, {mid:.1f} MB after {games} more games, "
          f"{after:.1f} MB after {games * 2} more (flat: {after - before:.1f} MB growth)")


if __name__ == "__main__":
    main()
