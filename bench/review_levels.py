"""Does the accuracy tell the levels apart? (issue 45, point 5.)

For each rule set of ``--variants`` and each deal ``d`` of ``--games``, every level of
``--levels`` (random, greedy, beginner, standard, expert by default) plays seat 0 of the
same deal (game seed ``--seed + d``) against Standard players, to the end of the first
``--rounds`` rounds; seat 0 is reviewed (the review's defaults, seed ``--review-seed``).
Printed per rule set: each level's median accuracy (and its range), and for each pair of
adjacent levels the share of deals in which the stronger level's accuracy is higher, over
the deals in which the two played differently (two levels that made the same moves on a
deal say nothing of their order). The goal: the medians in the levels' order and each
adjacent pair ordered in at least 80 % of at least 30 games per rule set.

    .venv/bin/python bench/review_levels.py [--variants rummy,rummy-multiplayer,rummy-500,gin-rummy]
        [--games 30] [--seed 100] [--rounds 1] [--jobs 2] [--players 2]

The reviews of one rule set run in ``--jobs`` processes. Slow: about a minute of two
idle cores per game and level; run a few games to look, 30 for the goal.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

LEVELS = ["random", "greedy", "beginner", "standard", "expert"]


#: The Expert's search plays this many worlds a decision here, with a time budget it never
#: reaches: what it plays on an idle machine (it stops at its share of a 1 s budget after
#: 76 to 84 worlds in Rummy), whatever the load. Timed, on a machine loaded by other work,
#: its search got 2 or 3 worlds and it switched moves on their noise: the review then read
#: it below the Standard in 4 deals of 4 (Rummy, 5 deals).
STEADY_WORLDS = 64
STEADY_BUDGET = 60.0


def steady() -> None:
    """The levels' searches by world counts only, as the review's tests play them."""
    from rummy_desktop.ai import levels

    levels.SEARCH_WORLDS = STEADY_WORLDS
    levels.DIG_POSITIONS = levels.DIG_POSITIONS // int(STEADY_BUDGET)  # Rummy 500's digs: as with 1 s


def one(variant: str, level: str, players: int, seed: int, rounds: int, review_seed: int):
    """Seat 0's accuracy (and its actions) when ``level`` plays it on deal ``seed``."""
    from rummy_desktop.core.rng import derive_seed
    from rummy_desktop.plugins.manager import default_catalog
    from rummy_desktop.review.analysis import Analysis, summary
    from rummy_desktop.review.replay import Replay
    from rummy_desktop.session.game_session import Seat
    from rummy_desktop.session.records import game_record

    steady()
    catalog = default_catalog()
    levels = [level] + ["standard"] * (players - 1)
    game = catalog.new_game(variant, {}, players, seed)
    seats = [catalog.player(lv).create(s, derive_seed(seed, s + 1), STEADY_BUDGET) for s, lv in enumerate(levels)]
    while not game.over and game.state.round_no <= rounds:
        s = game.to_act
        game.apply(s, seats[s].choose(game.view(s)))
    record = game_record(game, [Seat(kind="computer", level=lv) for lv in levels], "solo", 0)
    analysis = Analysis(Replay(record, catalog, 0), seed=review_seed)
    list(analysis.run())
    mine = [a for s, a in record.actions if s == 0]
    return variant, level, seed, summary(analysis.review).accuracy, mine


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--variants", default="rummy,rummy-multiplayer,rummy-500,gin-rummy")
    ap.add_argument("--levels", default=",".join(LEVELS))
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--seed", type=int, default=100)
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--review-seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args(argv)
    levels = args.levels.split(",")
    for variant in args.variants.split(","):
        start = time.perf_counter()
        seeds = [args.seed + d for d in range(args.games)]
        tasks = [(variant, lv, args.players, d, args.rounds, args.review_seed) for d in seeds for lv in levels]
        with ProcessPoolExecutor(args.jobs) as pool:
            got = list(pool.map(one, *zip(*tasks)))
        acc = {(lv, d): a for _, lv, d, a, _ in got}
        moves = {(lv, d): m for _, lv, d, _, m in got}
        parts = []
        for lv in levels:
            xs = [acc[lv, d] for d in seeds if acc[lv, d] is not None]
            parts.append(f"{lv} {statistics.median(xs):.1f} ({min(xs):.1f}-{max(xs):.1f})" if xs else f"{lv} -")
        print(f"{variant}, {args.players} players, {len(seeds)} deals, {args.rounds} round(s): median accuracy "
              + ", ".join(parts) + f" ({time.perf_counter() - start:.0f} s, {args.jobs} processes)", flush=True)
        medians = [statistics.median([acc[lv, d] for d in seeds if acc[lv, d] is not None] or [0]) for lv in levels]
        pairs = []
        for lo, hi in zip(levels, levels[1:]):
            differ = [d for d in seeds if moves[lo, d] != moves[hi, d] and None not in (acc[lo, d], acc[hi, d])]
            ordered = sum(1 for d in differ if acc[lo, d] < acc[hi, d])
            pairs.append(f"{lo} < {hi}: {ordered}/{len(differ)}"
                         + (f" = {100 * ordered / len(differ):.0f} %" if differ else ""))
        print("   " + "; ".join(pairs) + f"; medians in order: {'yes' if medians == sorted(medians) and len(set(medians)) == len(medians) else 'NO'}",
              flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
