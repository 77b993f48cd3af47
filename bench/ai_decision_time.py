"""How long the computer levels take per decision (part of ``make bench-ai``).

    .venv/bin/python bench/ai_decision_time.py [--games N] [--seed S] [--levels a,b] [--variants a,b]

For every rule set and level, plays 2-player games of the level against Standard and times
every decision of the level's seat (``choose(view)``; the view is built before the clock
starts). Prints the median, 95th percentile and maximum in milliseconds, and the number
of decisions timed. Goal: Expert p95 <= 300 ms; every decision within the player's time
budget (default 1 s).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rummy_desktop.core.rng import derive_seed  # noqa: E402
from rummy_desktop.plugins.manager import default_catalog  # noqa: E402
from rummy_desktop.session.headless import game_seed  # noqa: E402

VARIANTS = ["rummy", "rummy-multiplayer", "rummy-500", "manipulation", "machiavelli", "shanghai",
            "guadalupe", "carousel", "vatican", "tahiti"]
LEVELS = ["beginner", "standard", "expert"]
#: A timed game stops after this many decisions of the timed seat (Manipulation's games
#: to 200 points are long; the sample is what matters here).
MAX_DECISIONS = 400


def percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    if not xs:
        return 0.0
    k = min(len(xs) - 1, max(0, round(q * (len(xs) - 1))))
    return xs[k]


def time_level(catalog, variant: str, level: str, games: int, seed: int) -> list[float]:
    out: list[float] = []
    for i in range(games):
        s = game_seed(seed, i)
        timed = i % 2  # the timed level sits first in half of the games
        names = [level, "standard"] if timed == 0 else ["standard", level]
        game = catalog.new_game(variant, {}, 2, s)
        seats = [catalog.player(names[k]).factory(k, derive_seed(s, k + 1)) for k in range(2)]
        mine = 0
        while not game.over and mine < MAX_DECISIONS:
            seat = game.to_act
            view = game.view(seat)
            t0 = time.perf_counter()
            action = seats[seat].choose(view)
            dt = time.perf_counter() - t0
            if seat == timed:
                out.append(dt)
                mine += 1
            game.apply(seat, action)
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2, help="games per rule set and level")
    ap.add_argument("--seed", type=int, default=3000)
    ap.add_argument("--levels", default=",".join(LEVELS))
    ap.add_argument("--variants", default=",".join(VARIANTS))
    args = ap.parse_args()
    catalog = default_catalog()
    print(f"{'rule set':<18} {'level':<9} {'decisions':>9} {'median ms':>10} {'p95 ms':>8} {'max ms':>8}")
    for variant in args.variants.split(","):
        for level in args.levels.split(","):
            ts = time_level(catalog, variant, level, args.games, args.seed)
            ms = [t * 1000 for t in ts]
            print(f"{variant:<18} {level:<9} {len(ms):>9} {statistics.median(ms) if ms else 0:>10.1f} "
                  f"{percentile(ms, 0.95):>8.1f} {max(ms, default=0):>8.1f}", flush=True)


if __name__ == "__main__":
    main()
