"""Does the review change its mind? (issue 45, point 4.)

The same record reviewed with several seeds (``--seeds 0,1,2,3,4``): per rule set, the
share of decisions given the same label by every seed, the share given the modal label
(each seed against the label most seeds gave), whether the three costliest decisions are
the same, the spread of the accuracy, and the share of verdicts that are "close". The goal:
the same label for at least 95 % of decisions, the same three costliest, accuracy within
1 point.

    .venv/bin/python bench/review_stability.py [--games rummy:2,rummy-500:4] [--levels expert,beginner]
        [--seed 7] [--rounds 2] [--seeds 0,1,2,3,4] [--jobs 2] [--worlds 256] [--keep DIR]
        [--record FILE.json] [--whole-rounds]

Each game is played by the ``--levels`` (in turn over the seats) to the end of its first
``--rounds`` rounds (0: the whole game); seat 0 is reviewed. The seeds' reviews run in
``--jobs`` processes. ``--keep`` writes each game's record there (the Expert's play depends
on the clock); ``--record`` reviews a kept record instead of playing one.
"""

from __future__ import annotations

import argparse
import collections
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def play(variant: str, levels: list[str], seed: int, rounds: int):
    from rummy_desktop.core.rng import derive_seed
    from rummy_desktop.plugins.manager import default_catalog
    from rummy_desktop.session.game_session import Seat
    from rummy_desktop.session.records import game_record

    catalog = default_catalog()
    game = catalog.new_game(variant, {}, len(levels), seed)
    players = [catalog.player(lv).create(s, derive_seed(seed, s + 1), 0.2) for s, lv in enumerate(levels)]
    while not game.over and (rounds <= 0 or game.state.round_no <= rounds):
        s = game.to_act
        game.apply(s, players[s].choose(game.view(s)))
    return game_record(game, [Seat(kind="computer", level=lv) for lv in levels], "solo", 0)


def review(record_json: str, seat: int, seed: int, worlds: int, whole_rounds: bool = False):
    from rummy_desktop.plugins.manager import default_catalog
    from rummy_desktop.review.analysis import Analysis, summary
    from rummy_desktop.review.replay import Replay
    from rummy_desktop.storage.records import GameRecord

    if whole_rounds:  # A/B: the judge's rollouts played to the end of the round, as before
        from rummy_desktop.ai import sampling

        sampling.horizon_rollout = sampling.rollout  # type: ignore[assignment]  # patched for this run: the rollout to the round's end
    start = time.perf_counter()
    record = GameRecord.model_validate_json(record_json)
    analysis = Analysis(Replay(record, default_catalog(), seat), worlds=worlds, seed=seed)
    verdicts = list(analysis.run())
    s = summary(analysis.review)
    return seed, [(v.step, v.label, v.sure, v.worlds) for v in verdicts], s.accuracy, \
        [v.step for v in s.costliest], time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", default="rummy:2,rummy-500:4")
    ap.add_argument("--levels", default="expert,beginner")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--seeds", default="0,1,2,3,4")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--worlds", type=int, default=256)
    ap.add_argument("--keep", help="a folder to keep each game's record in")
    ap.add_argument("--record", help="review this record instead (seat 0)")
    ap.add_argument("--whole-rounds", action="store_true",
                    help="A/B: the judge's rollouts played to the end of the round, as before")
    ap.add_argument("-v", "--verbose", action="store_true", help="print each decision the seeds disagree on")
    args = ap.parse_args(argv)
    seeds = [int(x) for x in args.seeds.split(",")]
    base = args.levels.split(",")
    specs = args.games.split(",") if not args.record else [args.record]
    for spec in specs:
        if args.record:
            from rummy_desktop.storage.records import GameRecord

            record = GameRecord.model_validate_json(Path(args.record).read_text(encoding="utf-8"))
            variant, n, levels = record.variant, record.players, [s.level for s in record.seats]
        else:
            variant, _, n = spec.partition(":")
            n = int(n or 2)
            levels = (base * n)[:n]
            record = play(variant, levels, args.seed, args.rounds)
            if args.keep:
                Path(args.keep).mkdir(parents=True, exist_ok=True)
                (Path(args.keep) / f"{variant}-{n}-{args.seed}-{args.rounds}.json").write_text(
                    record.model_dump_json(), encoding="utf-8")
        with ProcessPoolExecutor(args.jobs) as pool:
            got = sorted(pool.map(review, [record.model_dump_json()] * len(seeds), [0] * len(seeds), seeds,
                                  [args.worlds] * len(seeds), [args.whole_rounds] * len(seeds)))
        labels: dict[int, list[str]] = collections.defaultdict(list)
        close = total = 0
        for _, verdicts, *_ in got:
            for step, label, sure, _w in verdicts:
                labels[step].append(label)
                close += sure == "close"
                total += 1
        same = sum(1 for ls in labels.values() if len(set(ls)) == 1)
        modal = sum(collections.Counter(ls).most_common(1)[0][1] for ls in labels.values())
        accs = [a for _, _, a, _, _ in got if a is not None]
        costly = [tuple(c) for _, _, _, c, _ in got]
        times = [t for *_, t in got]
        worlds = [w for _, verdicts, *_ in got for *_x, w in verdicts]
        print(f"{variant}, {n} players ({'/'.join(levels)}), {args.record or f'seed {args.seed}, {args.rounds or 0} round(s)'}, "
              f"seat 0 ({levels[0]}), {len(labels)} decisions, seeds {args.seeds}:")
        print(f"  same label in every seed: {same}/{len(labels)} = {100 * same / max(1, len(labels)):.1f} %; "
              f"with the modal label: {100 * modal / max(1, total):.1f} % of verdicts; close: "
              f"{100 * close / max(1, total):.1f} %")
        print(f"  accuracy per seed: {', '.join(f'{a:g}' for a in accs)} (spread {max(accs) - min(accs):.1f}); "
              f"three costliest the same in every seed: {'yes' if len(set(costly)) == 1 else 'NO'} {sorted(set(costly))}")
        print(f"  worlds per verdict: median {statistics.median(worlds):.0f}, mean {statistics.mean(worlds):.0f}; "
              f"seconds per review: {', '.join(f'{t:.0f}' for t in times)} ({args.jobs} processes, shared machine)",
              flush=True)
        if args.verbose:
            for step, ls in sorted(labels.items()):
                if len(set(ls)) > 1:
                    print(f"    step {step}: {' '.join(ls)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
