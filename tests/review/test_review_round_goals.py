"""The review of a game with rounds, goals laid whole and buys (issue 44, point 5):
Contract Rummy (plugins/contract-rummy), seeded, between levels; the review weighs the
draws and plays of the deal (the buy offers are answers out of turn, not decisions it
judges) and asked twice gives the same verdicts."""

from rummy_desktop.review.analysis import Analysis
from rummy_desktop.review.replay import Replay

try:
    from support import play, steady_levels, whole_record
except ImportError:
    from .support import play, steady_levels, whole_record


def test_the_review_of_a_contract_rummy_deal(catalog, monkeypatch):
    steady_levels(monkeypatch)
    levels = ["greedy", "expert", "standard"]
    game, _ = play(catalog, "contract-rummy", levels, seed=5, actions=36)
    record = whole_record(game, levels, 1)
    first = Analysis(Replay(record, catalog), worlds=32, seed=2)
    verdicts = list(first.run())
    assert len(verdicts) > 5 and first.finished
    again = Analysis(Replay(record, catalog), worlds=32, seed=2)
    assert list(again.run()) == verdicts
