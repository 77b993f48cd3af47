"""The Expert's search in the draw-and-discard games: how many worlds it plays within its
share of the time budget, and how fast its rollouts go.

    .venv/bin/python bench/search_speed.py [--variants rummy,rummy-multiplayer,rummy-500]
        [--deals N] [--seed S]

Plays the first round of ``--deals`` deals, Expert against Standard (the Expert in seat 0,
then in seat 1), with the default time budget, and prints for each rule set: the searches
made, the worlds each played (mean, median), the search's time (median, p95), and the
rollouts played per second of search. More worlds within the same time is what a faster
rollout buys (``bench/ai_search_truth.py --whole capped`` measures what they are worth).
Run it on an idle machine: the search stops at its share of the budget.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rummy_desktop.ai import sampling
from rummy_desktop.core.rng import derive_seed
from rummy_desktop.plugins.manager import default_catalog


def measure(variant: str, deals: int, seed: int) -> dict[str, float]:
    searches: list[tuple[float, int]] = []  # (seconds, worlds)
    rollouts = 0
    real_search = sampling.search

    def counted(*args, **kwargs):
        def play(game, seat, players):
            nonlocal rollouts
            rollouts += 1
            return sampling.rollout(game, seat, players)

        kwargs.setdefault("play", play)
        start = time.perf_counter()
        found = real_search(*args, **kwargs)
        searches.append((time.perf_counter() - start, found.worlds if found else 0))
        return found

    catalog = default_catalog()
    sampling.search = counted
    try:
        for i in range(deals):
            game_seed = derive_seed(seed, i)
            game = catalog.new_game(variant, {}, 2, game_seed)
            seats = [catalog.player("expert" if s == i % 2 else "standard").create(s, derive_seed(game_seed, s + 1), None)
                     for s in range(2)]
            while not game.over and game.state.round_no <= 1:
                s = game.to_act
                game.apply(s, seats[s].choose(game.view(s)))
    finally:
        sampling.search = real_search
    times = sorted(t for t, _ in searches)
    worlds = [w for _, w in searches]
    return {
        "searches": len(searches),
        "worlds_mean": statistics.mean(worlds),
        "worlds_median": statistics.median(worlds),
        "ms_median": 1000 * statistics.median(times),
        "ms_p95": 1000 * times[min(len(times) - 1, int(0.95 * len(times)))],
        "rollouts_per_s": rollouts / sum(times),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--variants", default="rummy,rummy-multiplayer,rummy-500")
    ap.add_argument("--deals", type=int, default=6)
    ap.add_argument("--seed", type=int, default=5000)
    args = ap.parse_args()
    if args.deals < 1:
        ap.error("--deals must be at least 1")
    print(f"{'rule set':<18} {'searches':>8} {'worlds mean':>11} {'median':>6} {'ms median':>9} {'p95':>6} "
          f"{'rollouts/s':>10}")
    for variant in args.variants.split(","):
        r = measure(variant, args.deals, args.seed)
        print(f"{variant:<18} {r['searches']:>8} {r['worlds_mean']:>11.1f} {r['worlds_median']:>6.0f} "
              f"{r['ms_median']:>9.0f} {r['ms_p95']:>6.0f} {r['rollouts_per_s']:>10.0f}")


if __name__ == "__main__":
    main()
