"""The engine and the computer players against another version of the code, alternating.

    .venv/bin/python bench/engine_ab.py [--ref main] [--games 30] [--rounds 4] [--variant rummy] [--ai greedy]
    .venv/bin/python bench/engine_ab.py --hands 60       # random play in Gin Rummy, hand by hand

Exports ``--ref`` (a git revision) to a temporary folder, then alternates runs of the same
seeded games in that code and in this tree, each in a fresh process (the code of the
installed plugins too is taken from each side's tree), ``--rounds`` times: 2-player games
between ``--ai`` players, timed in process CPU seconds (other load on the machine blurs it
less than wall time), printed as deals (rounds) per second, with the median of each side
and their ratio. With ``--hands``, each run plays that many single hands of Gin Rummy
between ``random`` players instead (a fresh game per hand, stopped when its first hand
ends) and prints hands per second. Every run prints a digest of every action of every game
played: the two sides played the same moves exactly when the digests agree (the bench says
so at the end).
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
import hashlib, sys, time
root = sys.argv[1]
sys.path[:0] = [root, root + "/plugins"] + [root + "/plugins/" + d for d in
                                            ("house-rules", "example-house-rule", "gin-rummy")]
import rummy_desktop.core.engine as engine
assert engine.__file__.startswith(root), engine.__file__
from rummy_desktop.core.rng import derive_seed
from rummy_desktop.plugins.manager import default_catalog
from rummy_desktop.session.headless import game_seed, play
mode, variant, ai, count = sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5])
cat = default_catalog()
# the house rules of each side are its own (a plugin newer than a side's code may not load there)
assert not [b for b in cat.broken if b.name in ("meld-of-four", "closed-upcard", "costly-aces")], cat.broken
digest = hashlib.sha256()

def deals():
    n = 0
    for i in range(count):
        game, summary = play(cat, variant, {}, 2, game_seed(7, i), [ai] * 2, i)
        n += summary.rounds
        digest.update(repr(game.log).encode())
    return n

def hands():
    for i in range(count):
        seed = derive_seed(5, i)
        game = cat.new_game("gin-rummy", {}, 2, seed)
        seats = [cat.player("random").create(s, derive_seed(seed, s + 1), None) for s in range(2)]
        while game.state.round_no == 1 and not game.over:
            seat = game.to_act
            game.apply(seat, seats[seat].choose(game.view(seat)))
        digest.update(repr(game.log).encode())
    return count

run = deals if mode == "deals" else hands
play(cat, variant, {}, 2, 1, [ai] * 2, 0)  # warm-up: imports, caches
start = time.process_time()
n = run()
print(n, time.process_time() - start, digest.hexdigest()[:16])
"""


def run(root: Path, mode: str, variant: str, ai: str, count: int) -> tuple[int, float, str]:
    out = subprocess.run([sys.executable, "-c", RUN, str(root), mode, variant, ai, str(count)], check=True,
                         capture_output=True, text=True).stdout.split()
    return int(out[0]), float(out[1]), out[2]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--ref", default="main")
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--hands", type=int, default=0, help="random play in Gin Rummy: this many hands a run")
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--variant", default="rummy")
    ap.add_argument("--ai", default="greedy")
    args = ap.parse_args()
    mode, count, unit = ("hands", args.hands, "hands") if args.hands else ("deals", args.games, "deals")
    with tempfile.TemporaryDirectory(prefix="engine-ab-") as tmp:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", args.ref], check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", tmp], input=archive, check=True)
        sides = {args.ref: Path(tmp), "this tree": ROOT}
        rates: dict[str, list[float]] = {name: [] for name in sides}
        digests: dict[str, set[str]] = {name: set() for name in sides}
        for i in range(args.rounds):
            for name, root in sides.items():
                n, seconds, digest = run(root, mode, args.variant, args.ai, count)
                rates[name].append(n / seconds)
                digests[name].add(digest)
                print(f"run {i + 1} {name:>10}: {n / seconds:7.1f} {unit}/s ({n} {unit}, {seconds:.2f} s CPU, "
                      f"moves {digest})")
        medians = {name: statistics.median(r) for name, r in rates.items()}
        for name, m in medians.items():
            print(f"median {name:>10}: {m:7.1f} {unit}/s")
        print(f"this tree / {args.ref}: {medians['this tree'] / medians[args.ref]:.3f}")
        same = digests[args.ref] == digests["this tree"] and len(digests["this tree"]) == 1
        print("the same moves on both sides" if same else
              f"THE MOVES DIFFER: {args.ref} {sorted(digests[args.ref])}, this tree {sorted(digests['this tree'])}")


if __name__ == "__main__":
    main()
