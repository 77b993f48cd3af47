"""Follow the hint and the review calls it best (issue 42, point 1).

Games between the ``hint`` computer player (it plays exactly what Hint and Show me would)
and the Standard level, in every rule set (the ten built-ins and the plugins Gin Rummy,
Oklahoma Gin and Contract Rummy), each reviewed for the ``hint`` seat with the review's
defaults (256 worlds) and each review seed of ``--review-seeds`` (the hint's own worlds
are seed 0's; the others ask the review twice). Prints per rule set and review seed:
games, seeds, the accuracy (min / median / max), the decisions judged and the labels
other than best and forced (``-v``: every decision not best or scored under 100); the
goal is >= 99 with no mistake nor blunder, whatever the review's seed.

    .venv/bin/python bench/hint_review.py [--games 3] [--seed 1] [--variants rummy,tahiti]
        [--rounds 1] [--review-seeds 0,1,2,3,4]

A game is played to the end of its first ``--rounds`` rounds (the one-round games to their
end); seats alternate (the hint is seat ``g % n`` in game ``g``, ``n`` the rule set's fewest
players, at least two: three in Contract Rummy, the others Standard).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

VARIANTS = ["rummy", "rummy-multiplayer", "rummy-500", "gin-rummy", "oklahoma-gin", "contract-rummy", "manipulation",
            "machiavelli", "shanghai", "guadalupe", "carousel", "vatican", "tahiti"]


def play(catalog, variant: str, levels: list[str], seed: int, rounds: int):
    from rummy_desktop.core.rng import derive_seed

    game = catalog.new_game(variant, {}, len(levels), seed)
    players = [catalog.player(levels[s]).create(s, derive_seed(seed, s + 1), 1.0) for s in range(len(levels))]
    while not game.over and game.state.round_no <= rounds:
        seat = game.to_act
        game.apply(seat, players[seat].choose(game.view(seat)))
    return game


def review(catalog, game, levels: list[str], seat: int, seed: int):
    from rummy_desktop.review.analysis import Analysis, summary
    from rummy_desktop.review.replay import Replay
    from rummy_desktop.session.game_session import Seat
    from rummy_desktop.session.records import game_record

    record = game_record(game, [Seat(kind="computer", level=lv) for lv in levels], "solo", seat)
    analysis = Analysis(Replay(record, catalog), seed=seed)
    verdicts = list(analysis.run())
    return summary(analysis.review), verdicts


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--review-seeds", default="0", help="the review's seeds, comma-separated")
    ap.add_argument("--variants", default=",".join(VARIANTS))
    ap.add_argument("-v", "--verbose", action="store_true", help="print each decision that is not best, or scores under 100")
    args = ap.parse_args(argv)
    from rummy_desktop.plugins.manager import default_catalog

    catalog = default_catalog()
    review_seeds = [int(x) for x in args.review_seeds.split(",")]
    print(f"{'rule set':<18}{'review':>7}{'games':>6}  seeds      {'min':>6}{'median':>8}{'max':>7}{'decisions':>10}  "
          f"not best  (s)", flush=True)
    worst = 100.0
    for variant in args.variants.split(","):
        seeds = [args.seed + g for g in range(args.games)]
        games = []
        players = max(2, catalog.variant(variant).spec.min_players)  # Contract Rummy: three
        for g, seed in enumerate(seeds):
            seat = g % players
            levels = ["standard"] * players
            levels[seat] = "hint"
            games.append((play(catalog, variant, levels, seed, args.rounds), levels, seat, seed))
        for review_seed in review_seeds:
            accs, counts, decisions, start = [], {}, 0, time.perf_counter()
            for game, levels, seat, seed in games:
                s, verdicts = review(catalog, game, levels, seat, review_seed)
                if s.accuracy is not None:
                    accs.append(s.accuracy)
                decisions += s.decisions
                for label, n in s.counts.items():
                    if label not in ("best", "forced") and n:
                        counts[label] = counts.get(label, 0) + n
                if args.verbose:
                    for v in verdicts:
                        if v.label not in ("best", "forced") or v.score < 100:
                            print(f"   {variant} seed {seed} review {review_seed} step {v.step}: {v.label} ({v.sure}) "
                                  f"score {v.score} worlds {v.worlds} "
                                  f"{v.action} best {v.best} loss {v.loss} {v.reason} {v.params}", flush=True)
            if not accs:
                print(f"{variant:<18}{review_seed:>7}{args.games:>6}  no decision judged")
                continue
            worst = min(worst, min(accs))
            others = ", ".join(f"{n} {label}" for label, n in sorted(counts.items())) or "-"
            print(f"{variant:<18}{review_seed:>7}{len(seeds):>6}  {seeds[0]}-{seeds[-1]:<7}{min(accs):>6.1f}"
                  f"{statistics.median(accs):>8.1f}{max(accs):>7.1f}{decisions:>10}  {others}  "
                  f"({time.perf_counter() - start:.0f})", flush=True)
    print(f"lowest accuracy: {worst:.1f} (goal: 99 or more, no mistake nor blunder)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
