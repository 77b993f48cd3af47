"""How long a hint takes, as the table asks for it (issue 42: "quick enough to feel instant").

Seeded games between Greedy players (the same positions in any version of the program);
at each decision of seat 0 the hint is asked as the table asks it: in the draw-and-discard
games through the seat's advisor, told of every move seat 0 made (``SeatAdvisor``); in the
Manipulation family from the start of the turn. Prints per rule set the hints timed and
the median, p90 and max in ms, and the median over all.

    .venv/bin/python bench/hint_speed.py [--games 2] [--decisions 30] [--variants rummy,tahiti]
    .venv/bin/python bench/hint_speed.py --against DIR   # DIR: another source tree (git archive)

With ``--against`` each rule set is timed in this tree and in DIR alternately, in
processes of their own, twice (A B A B), so a busy machine weighs on both alike. A tree
without ``rummy_desktop.advice`` is timed through its ``rummy_desktop.solver.hint`` with
the thinking time's budget (the hint before issue 42).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

VARIANTS = ["rummy", "rummy-multiplayer", "rummy-500", "gin-rummy", "manipulation", "machiavelli", "shanghai",
            "guadalupe", "carousel", "vatican", "tahiti"]


def _asker():
    """A function (view, moves) -> hint, as this tree's table asks it."""
    import rummy_desktop.solver

    if os.path.exists(os.path.join(os.path.dirname(rummy_desktop.solver.__file__), "hints.py")):  # before issue 42
        from rummy_desktop.solver import hint as old_hint

        return lambda view, moves: old_hint(view, time_budget=1.0), "solver.hint (time budget 1 s)"
    from rummy_desktop.advice.seat import SeatAdvisor

    advisor: dict[int, SeatAdvisor] = {}

    def ask(view, moves):
        a = advisor.setdefault(id(moves), SeatAdvisor(view.seat))
        return a.hint(view, moves)

    return ask, "advice.SeatAdvisor.hint"


def measure(variant: str, games: int, decisions: int, seed: int) -> list[float]:
    from rummy_desktop.ai.greedy import GreedyPlayer
    from rummy_desktop.core.rng import derive_seed
    from rummy_desktop.plugins.manager import default_catalog

    catalog = default_catalog()
    ask, _ = _asker()
    times: list[float] = []
    for g in range(games):
        game = catalog.new_game(variant, {}, 2, derive_seed(seed, g))
        players = [GreedyPlayer(0), GreedyPlayer(1)]
        moves: list = []
        asked = 0
        while not game.over and asked < decisions and game.state.round_no <= 1:
            seat = game.to_act
            view = game.view(seat)
            if seat == 0 and view.phase not in ("between_rounds", "over") and view.open_actions:
                t = time.perf_counter()
                ask(view, moves)
                times.append((time.perf_counter() - t) * 1000)
                asked += 1
            action = players[seat].choose(view)
            if seat == 0:
                moves.append((view, action))
            game.apply(seat, action)
    return times


def _row(name: str, times: list[float]) -> str:
    times = sorted(times)
    p90 = times[min(len(times) - 1, int(0.9 * len(times)))]
    return f"{name:<22}{len(times):>5}{statistics.median(times):>9.0f}{p90:>9.0f}{max(times):>9.0f}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--decisions", type=int, default=30, help="hints timed per game, at most")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--variants", default=",".join(VARIANTS))
    ap.add_argument("--against", default="", help="another source tree, timed alternately with this one")
    ap.add_argument("--json", action="store_true", help=argparse.SUPPRESS)  # one rule set's times (a child)
    args = ap.parse_args(argv)
    if args.json:
        print(json.dumps(measure(args.variants, args.games, args.decisions, args.seed)))
        return 0
    if not args.against:
        from rummy_desktop.solver.lp import load

        load()
        print(f"hints of {_asker()[1]}, ms")
        print(f"{'rule set':<22}{'n':>5}{'median':>9}{'p90':>9}{'max':>9}")
        every: list[float] = []
        for variant in args.variants.split(","):
            times = measure(variant, args.games, args.decisions, args.seed)
            every += times
            print(_row(variant, times), flush=True)
        print(_row("all", every))
        return 0
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    trees = {"this": here, "other": os.path.abspath(args.against)}
    every: dict[str, list[float]] = {k: [] for k in trees}
    print(f"hints, ms: this = {here}, other = {trees['other']} (alternating, twice each)")
    print(f"{'rule set':<22}{'tree':<7}{'n':>5}{'median':>9}{'p90':>9}{'max':>9}")
    for variant in args.variants.split(","):
        got: dict[str, list[float]] = {k: [] for k in trees}
        for _round in range(2):
            for name, tree in trees.items():
                env = dict(os.environ, PYTHONPATH=tree + os.pathsep + os.path.join(tree, "plugins"))
                out = subprocess.run([sys.executable, os.path.abspath(__file__), "--json", "--variants", variant,
                                      "--games", str(args.games), "--decisions", str(args.decisions),
                                      "--seed", str(args.seed)], env=env, capture_output=True, text=True, cwd=tree)
                if out.returncode:
                    print(f"{variant} in {tree}: {out.stderr.strip().splitlines()[-1:]}")
                    continue
                got[name] += json.loads(out.stdout.strip().splitlines()[-1])
        for name in trees:
            if got[name]:
                every[name] += got[name]
                print(_row(variant, got[name])[:22] + f"{name:<7}" + _row("", got[name])[22:], flush=True)
    for name in trees:
        if every[name]:
            print(_row("all", every[name])[:22] + f"{name:<7}" + _row("", every[name])[22:])
    return 0


if __name__ == "__main__":
    sys.exit(main())
