"""The review's analysis in processes of its own (the desktop's): two processes share the
decisions and give the verdicts of one, in the game's order."""

import time

from rummy_desktop.review.analysis import Analysis
from rummy_desktop.review.process import END, STEP, AnalysisProcess
from rummy_desktop.review.replay import Replay
from rummy_desktop.review.verdicts import FLOOR
from rummy_desktop.storage.records import Verdict

try:
    from support import play, steady_levels, whole_record
except ImportError:
    from .support import play, steady_levels, whole_record


def _received(process: AnalysisProcess, seconds: float = 240.0) -> list[tuple]:
    got: list[tuple] = []
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        got += process.poll()
        if got and got[-1][0] == END:
            return got
        if not process.alive:
            break
        time.sleep(0.05)
    process.close()
    raise AssertionError(f"the analysis did not end: {got[-3:]}")


def test_two_processes_give_the_verdicts_of_one_in_the_games_order(catalog, monkeypatch):
    steady_levels(monkeypatch)
    game, _ = play(catalog, "rummy", ["random", "standard"], seed=5, actions=16)
    record = whole_record(game, ["random", "standard"])
    alone = Analysis(Replay(record, catalog), worlds=FLOOR, seed=1)
    expected = list(alone.run())
    got = _received(AnalysisProcess(record, 0, jobs=2, worlds=FLOOR, seed=1))
    steps = [m for m in got if m[0] == STEP]
    assert [m[1] for m in steps] == list(range(1, len(alone.moves) + 1))  # every move, in order
    verdicts = [Verdict.model_validate_json(m[2]) for m in steps if m[2] is not None]
    assert verdicts == expected and len(expected) > 5
