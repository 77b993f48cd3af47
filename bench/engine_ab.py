"""The engine and the computer players against another version of the code, alternating.

    .venv/bin/python bench/engine_ab.py [--ref main] [--games 30] [--rounds 4] [--variant rummy] [--ai greedy]

Exports ``--ref`` (a git revision) to a temporary folder, then alternates runs of the same
seeded games in that code and in this tree, each in a fresh process, ``--rounds`` times:
2-player games between ``--ai`` players, timed in process CPU seconds (other load on the
machine blurs it less than wall time), printed as deals (rounds) per second, with the
median of each side and their ratio. The two sides play the same deals when their players
decide alike; the deal counts say whether they did.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

RUN = r"""
import sys, time
root = sys.argv[1]
sys.path[:0] = [root, root + "/plugins"]
import rummy_desktop.core.engine as engine
assert engine.__file__.startswith(root), engine.__file__
from rummy_desktop.plugins.manager import default_catalog
from rummy_desktop.session.headless import game_seed, play
variant, ai, games = sys.argv[2], sys.argv[3], int(sys.argv[4])
cat = default_catalog()
play(cat, variant, {}, 2, 1, [ai] * 2, 0)  # warm-up: imports, caches
start = time.process_time()
deals = 0
for i in range(games):
    _, summary = play(cat, variant, {}, 2, game_seed(7, i), [ai] * 2, i)
    deals += summary.rounds
print(deals, time.process_time() - start)
"""


def run(root: Path, variant: str, ai: str, games: int) -> tuple[int, float]:
    out = subprocess.run([sys.executable, "-c", RUN, str(root), variant, ai, str(games)], check=True,
                         capture_output=True, text=True).stdout.split()
    return int(out[0]), float(out[1])


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--ref", default="main")
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--variant", default="rummy")
    ap.add_argument("--ai", default="greedy")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="engine-ab-") as tmp:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", args.ref], check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", tmp], input=archive, check=True)
        sides = {args.ref: Path(tmp), "this tree": ROOT}
        rates: dict[str, list[float]] = {name: [] for name in sides}
        for i in range(args.rounds):
            for name, root in sides.items():
                deals, seconds = run(root, args.variant, args.ai, args.games)
                rates[name].append(deals / seconds)
                print(f"run {i + 1} {name:>10}: {deals / seconds:7.1f} deals/s ({deals} deals, {seconds:.2f} s CPU)")
        medians = {name: statistics.median(r) for name, r in rates.items()}
        for name, m in medians.items():
            print(f"median {name:>10}: {m:7.1f} deals/s")
        print(f"this tree / {args.ref}: {medians['this tree'] / medians[args.ref]:.3f}")


if __name__ == "__main__":
    main()
