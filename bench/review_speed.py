"""The game review: how long it takes.

    python bench/review_speed.py [--games rummy:2,rummy-500:4] [--seed S] [--worlds W]
                                 [--jobs N] [--record FILE.json ...] [--stall-seconds 15]

**Speed.** For each ``variant:players`` of ``--games`` (by default a whole 2-player Rummy
game and a whole 4-player Rummy 500 game, Expert against Beginner, then Standard and
Beginner for the other seats), a game is played to its end (or a kept ``--record`` is
read) and the first seat's moves are reviewed from the record as the desktop does it, in
``--jobs`` processes of its own (by default one per core, two at most:
:class:`rummy_desktop.review.process.AnalysisProcess`): the time to the first verdict (the
processes' start and the replay included), the worlds per verdict, and in all. With
``--jobs 1`` the review runs in this process, and the seconds per decision (median, 95th
percentile) are printed too. The goal: a whole game in at most 20 s on 2 idle cores, the
first verdict in under 1 s.

**Stall.** The review page in the real window for the first game, its analysis running in a
process of its own: a 5 ms heartbeat on the UI thread records the longest gap between its
ticks over ``--stall-seconds`` (as ``bench/table_stall.py`` measures the table), while the
analysis runs (budget 50 ms) and, apart, while the page opens and replays the game.

Whether the review can be trusted: ``bench/review_stability.py`` (five seeds) and
``bench/review_levels.py`` (the levels' order). Run on an idle machine for the figures; the
review itself is deterministic for a seed.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def _game(catalog, variant: str, levels: list[str], seed: int, rounds: int | None = None):
    from rummy_desktop.core.rng import derive_seed

    game = catalog.new_game(variant, {}, len(levels), seed)
    players = [catalog.player(lv).create(s, derive_seed(seed, s + 1), 0.2) for s, lv in enumerate(levels)]
    while not game.over and (rounds is None or game.state.round_no <= rounds):
        s = game.to_act
        game.apply(s, players[s].choose(game.view(s)))
    return game


def _record(game, levels, seat=0):
    from rummy_desktop.session.game_session import Seat
    from rummy_desktop.session.records import game_record

    return game_record(game, [Seat(kind="computer", level=lv) for lv in levels], "solo", seat)


def speed(catalog, variant: str, players: int, seed: int, worlds: int, jobs: int, record=None):
    from rummy_desktop.review.analysis import Analysis, summary
    from rummy_desktop.review.replay import Replay

    levels = (["expert", "beginner", "standard"] * 3)[:players]
    if record is None:
        game = _game(catalog, variant, levels, seed)
        record = _record(game, levels)
    if jobs > 1:
        return in_processes(catalog, record, variant, players, seed, worlds, jobs)
    rounds = Replay(record, catalog).positions[-1].view.round_no
    start, cpu = time.perf_counter(), time.process_time()
    analysis = Analysis(Replay(record, catalog), worlds=worlds, seed=seed)
    first = None
    times = []
    worlds = []
    while not analysis.finished:
        t = time.perf_counter()
        verdict = analysis.step()
        if verdict is not None:
            times.append(time.perf_counter() - t)
            worlds.append(verdict.worlds)
            if first is None:
                first = time.perf_counter() - start
    total = time.perf_counter() - start
    cpu = time.process_time() - cpu
    s = summary(analysis.review)
    times.sort()
    p95 = times[min(len(times) - 1, int(len(times) * 0.95))] if times else 0.0
    print(f"{variant}, {players} players, {rounds} rounds, {len(record.actions)} actions: seat 0 "
          f"({levels[0]}) {len(analysis.moves)} moves, {s.decisions} decisions judged; first verdict "
          f"{first or 0:.2f} s; per decision median {statistics.median(times) if times else 0:.3f} s, "
          f"p95 {p95:.3f} s; worlds per verdict mean {statistics.mean(worlds) if worlds else 0:.0f}; the whole game "
          f"{total:.1f} s (goal 20 s), {cpu:.1f} CPU seconds; accuracy {s.accuracy}; in this process", flush=True)
    return record


def in_processes(catalog, record, variant: str, players: int, seed: int, worlds: int, jobs: int):
    """The review as the desktop runs it: in ``jobs`` processes of its own
    (:class:`rummy_desktop.review.process.AnalysisProcess`), the time to the first verdict
    counting their start."""
    import resource

    from rummy_desktop.review.process import END, ERROR, STEP, AnalysisProcess
    from rummy_desktop.review.replay import Replay
    from rummy_desktop.storage.records import Verdict, accuracy

    rounds = Replay(record, catalog).positions[-1].view.round_no
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    process = AnalysisProcess(record, 0, jobs=jobs, worlds=worlds, seed=seed)
    verdicts, first, moves = [], None, 0
    while True:
        got = process.poll()
        for message in got:
            if message[0] == STEP:
                moves = message[1]
                if message[2] is not None:
                    verdicts.append(Verdict.model_validate_json(message[2]))
                    first = first if first is not None else time.perf_counter() - start
            elif message[0] == ERROR:
                raise RuntimeError(message[1])
        if got and got[-1][0] == END or not process.alive:
            break
        time.sleep(0.01)
    total = time.perf_counter() - start
    for child in process._processes:  # (ended: their CPU time is counted once they are joined)
        child.join(10)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    process.close()
    judged = [v.worlds for v in verdicts if v.worlds]
    print(f"{variant}, {players} players, {rounds} rounds, {len(record.actions)} actions: seat 0 {moves} moves, "
          f"{len(verdicts)} decisions judged in {jobs} processes; first verdict {first or 0:.2f} s (the processes' "
          f"start included); worlds per verdict mean {statistics.mean(judged) if judged else 0:.0f}; the whole game "
          f"{total:.1f} s (goal 20 s), {cpu:.1f} CPU seconds; accuracy {accuracy(verdicts)}", flush=True)
    return record


def stall(record, seconds: float) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from rummy_desktop.plugins.manager import default_catalog
    from rummy_desktop.storage.settings import Settings
    from rummy_desktop.ui.review_page import ReviewPage

    app = QApplication.instance() or QApplication(sys.argv[:1])
    record = record.model_copy(update={"reviews": []})
    page = ReviewPage(record, 0, default_catalog(), Settings(animation_speed=0))
    page.resize(1100, 720)
    page.show()
    clock = QElapsedTimer()
    gaps: list[float] = []
    last = [0.0]
    steps = [0]

    running_from = [None]  # the first beat once the analysis runs (before it: opening the page)

    def beat() -> None:
        now = clock.nsecsElapsed() / 1e6
        gaps.append(now - last[0])
        last[0] = now
        if running_from[0] is None and page.running:
            running_from[0] = len(gaps)
        if page.replay is not None and len(gaps) % 40 == 0:  # the player steps through the game meanwhile
            steps[0] += 1
            page.go(steps[0] % len(page.replay.positions))
        if page.complete or now > seconds * 1000:
            app.quit()

    heart = QTimer()
    heart.setInterval(5)
    heart.timeout.connect(beat)
    clock.start()
    heart.start()
    app.exec()
    heart.stop()
    judged = len(page.verdicts)
    page.shutdown()
    start = running_from[0] or len(gaps)
    opening, running = gaps[1:start] or [0.0], gaps[start:] or [0.0]
    print(f"review page, analysing in its own process for {last[0] / 1000:.1f} s ({judged} verdicts shown, "
          f"stepping through the game meanwhile): worst UI-thread stall while it runs {max(running):.1f} ms "
          f"(budget 50 ms; 99th percentile {sorted(running)[int(len(running) * 0.99)]:.1f} ms); while the page "
          f"opens (the game replayed) {max(opening):.1f} ms", flush=True)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", default="rummy:2,rummy-500:4")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--worlds", type=int, default=None, help="at most, per draw-and-discard decision (default 256)")
    ap.add_argument("--stall-seconds", type=float, default=15.0)
    ap.add_argument("--jobs", type=int, default=None,
                    help="processes the review runs in (default: the desktop's, one per core, two at most; "
                         "1: in this process, with the seconds per decision)")
    ap.add_argument("--record", action="append", default=[], help="review this kept record instead of playing a game")
    ap.add_argument("--whole-rounds", action="store_true",
                    help="A/B: the judge's rollouts played to the end of the round, as before (with --jobs 1)")
    args = ap.parse_args(argv)
    os.environ["RUMMY_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="rummy-bench-")

    from rummy_desktop.plugins.manager import default_catalog
    from rummy_desktop.review.verdicts import WORLDS

    worlds = args.worlds or WORLDS
    catalog = default_catalog()
    from rummy_desktop.review.process import JOBS
    from rummy_desktop.storage.records import GameRecord

    jobs = args.jobs or JOBS
    if args.whole_rounds:
        from rummy_desktop.ai import sampling

        if jobs != 1:
            ap.error("--whole-rounds needs --jobs 1")
        sampling.horizon_rollout = sampling.rollout  # type: ignore[assignment]  # patched for this run: the rollout to the round's end
    recorded = []
    for path in args.record:
        record = GameRecord.model_validate_json(Path(path).read_text(encoding="utf-8"))
        recorded.append(speed(catalog, record.variant, record.players, args.seed, worlds, jobs, record))
    for spec in filter(None, args.games.split(",") if not args.record else []):
        variant, _, players = spec.partition(":")
        recorded.append(speed(catalog, variant, int(players or 2), args.seed, worlds, jobs))
    if recorded and args.stall_seconds > 0:
        stall(recorded[0], args.stall_seconds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
