"""Issue 45's two engine goals, each printed against its goal (``make bench`` runs it).

    .venv/bin/python bench/engine_goals.py [--base 893f5ca] [--games 30] [--hands 60] [--rounds 3]

1. 2-player Rummy between ``greedy`` players on one core, with the plugins ``make venv``
   installs (every house rule off): deals a second, goal at least 1,000.
2. Random play in Gin Rummy (single hands between ``random`` players): hands a second in
   this tree against the engine of ``--base`` (the code before the work on the goal),
   alternating in fresh processes in one run (:mod:`engine_ab`); goal at least 3 times.

Both sides play the same seeded games: the bench says whether their moves agree. Times
are process CPU seconds, the median of ``--rounds`` runs; on a shared machine, compare
the ratio rather than the absolute figures.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from engine_ab import ROOT, run

#: The engine before issue 45's work (the merge of the legal-actions interface).
BASE = "893f5ca"
DEALS_GOAL = 1000
HANDS_RATIO_GOAL = 3.0


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", default=BASE)
    ap.add_argument("--games", type=int, default=30, help="2-player Rummy games a run")
    ap.add_argument("--hands", type=int, default=60, help="Gin Rummy hands a run")
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    deals = []
    digests = set()
    for _ in range(args.rounds):
        n, seconds, digest = run(ROOT, "deals", "rummy", "greedy", args.games)
        deals.append(n / seconds)
        digests.add(digest)
    rate = statistics.median(deals)
    print(f"2-player Rummy, greedy, one core, installed plugins: {rate:.0f} deals/s "
          f"(goal >= {DEALS_GOAL}: {'met' if rate >= DEALS_GOAL else 'NOT met'}; runs "
          f"{', '.join(f'{d:.0f}' for d in deals)})")
    with tempfile.TemporaryDirectory(prefix="engine-goals-") as tmp:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", args.base], check=True,
                                 capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", tmp], input=archive, check=True)
        rates: dict[str, list[float]] = {"base": [], "now": []}
        moves: dict[str, set[str]] = {"base": set(), "now": set()}
        for _ in range(args.rounds):
            for name, root in (("base", Path(tmp)), ("now", ROOT)):
                n, seconds, digest = run(root, "hands", "gin-rummy", "random", args.hands)
                rates[name].append(n / seconds)
                moves[name].add(digest)
    base, now = statistics.median(rates["base"]), statistics.median(rates["now"])
    ratio = now / base
    same = moves["base"] == moves["now"] and len(moves["now"]) == 1
    print(f"Gin Rummy, random play: {now:.0f} hands/s against {base:.0f} at {args.base}: {ratio:.2f}x "
          f"(goal >= {HANDS_RATIO_GOAL:.0f}x: {'met' if ratio >= HANDS_RATIO_GOAL else 'NOT met'}; "
          f"{'the same moves' if same else 'THE MOVES DIFFER'})")


if __name__ == "__main__":
    main()
