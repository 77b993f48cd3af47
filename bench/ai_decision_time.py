"""How long the computer levels take per decision (part of ``make bench-ai``).

    .venv/bin/python bench/ai_decision_time.py [--games N] [--seed S] [--levels a,b] [--variants a,b]
        [--players 2,3,4] [--others standard] [--option KEY=VALUE] [--think-time SECONDS] [--shadow]

For every rule set, level and player count, plays games of the level against ``--others``
(default Standard) and times every decision of the level's seat (``choose(view)``; the view
is built before the clock starts). Prints the median, 95th percentile and maximum in
milliseconds, the number of decisions timed, and where the slowest decision was (player
count, game seed, the number of actions played before it). With ``--shadow`` the
``--others`` play every seat and the level is only asked, at every turn of every seat (its
move is not played): ``--others greedy`` let Rummy 500's spread pile grow, the worst case
of its digs. Goal: p95 <= 300 ms; every decision within
the player's time budget (default 1 s).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rummy_desktop.core.rng import derive_seed
from rummy_desktop.plugins.manager import default_catalog
from rummy_desktop.session.headless import game_seed

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


def time_level(catalog, variant: str, level: str, games: int, seed: int, players: int = 2,
               others: str = "standard", options: dict | None = None, think: float | None = None,
               shadow: bool = False):
    """The decision times of ``level`` and the slowest one's place: (seconds, game seed,
    actions before it)."""
    out: list[float] = []
    worst = (0.0, 0, 0)
    for i in range(games):
        s = game_seed(seed, i)
        timed = i % players  # the timed level takes each seat in turn
        names = [level if k == timed and not shadow else others for k in range(players)]
        game = catalog.new_game(variant, options or {}, players, s)
        seats = [catalog.player(names[k]).create(k, derive_seed(s, k + 1), think) for k in range(players)]
        mine = 0
        while not game.over and mine < MAX_DECISIONS:
            seat = game.to_act
            view = game.view(seat)
            if shadow and view.phase != "between_rounds":  # a fresh player: no memory of this game
                asked = catalog.player(level).create(seat, derive_seed(s, seat + 1), think)
                t0 = time.perf_counter()
                asked.choose(view)
                dt = time.perf_counter() - t0
                out.append(dt)
                mine += 1
                if dt > worst[0]:
                    worst = (dt, s, len(game.log))
            t0 = time.perf_counter()
            action = seats[seat].choose(view)
            dt = time.perf_counter() - t0
            if seat == timed and not shadow:
                out.append(dt)
                mine += 1
                if dt > worst[0]:
                    worst = (dt, s, len(game.log))
            game.apply(seat, action)
    return out, worst


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2, help="games per rule set, level and player count")
    ap.add_argument("--seed", type=int, default=3000)
    ap.add_argument("--levels", default=",".join(LEVELS))
    ap.add_argument("--variants", default=",".join(VARIANTS))
    ap.add_argument("--players", default="2", help="player counts, e.g. 2,3,4")
    ap.add_argument("--others", default="standard", help="the player at the other seats")
    ap.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a rule set option")
    ap.add_argument("--think-time", type=float, default=None, help="the players' time budget in seconds")
    ap.add_argument("--shadow", action="store_true", help="the others play every seat; the level is only asked")
    args = ap.parse_args()
    options = dict(o.split("=", 1) for o in args.option)
    catalog = default_catalog()
    print(f"{'rule set':<18} {'level':<9} {'n':>2} {'decisions':>9} {'median ms':>10} {'p95 ms':>8} "
          f"{'max ms':>8}  slowest at (game seed, actions before)")
    for variant in args.variants.split(","):
        spec = catalog.variant(variant).spec
        for players in (int(p) for p in args.players.split(",")):
            if not spec.min_players <= players <= spec.max_players:
                continue
            for level in args.levels.split(","):
                ts, (_, wseed, wat) = time_level(catalog, variant, level, args.games, args.seed, players,
                                                 args.others, options, args.think_time, args.shadow)
                ms = [t * 1000 for t in ts]
                print(f"{variant:<18} {level:<9} {players:>2} {len(ms):>9} {statistics.median(ms) if ms else 0:>10.1f} "
                      f"{percentile(ms, 0.95):>8.1f} {max(ms, default=0):>8.1f}  {wseed} {wat}", flush=True)


if __name__ == "__main__":
    main()
