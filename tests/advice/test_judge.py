"""One judge for the hint and the review (issue 42, point 1).

* The judge's figures do not depend on the order the candidates are given in, and its
  worlds come from the position alone, so the table, the ``hint`` player and the review
  deal the same ones.
* The hint weighs as many worlds as the review (the same budget), and the review of the
  hinted move stops at the same world with the same figures and calls it best.
* Games between the ``hint`` player and the Standard level, reviewed for the hint's seat:
  every decision is best (the accuracy is 100), in a rule set of each family (every rule
  set, over whole rounds and several seeds: bench/hint_review.py).
"""

from __future__ import annotations

import pytest

from rummy_desktop.advice import discard, hint
from rummy_desktop.advice.judge import WORLDS, Walker, judge, position_seed
from rummy_desktop.core.actions import Discard
from rummy_desktop.review import verdicts
from rummy_desktop.review.analysis import Analysis, summary
from rummy_desktop.review.replay import Decision, Replay

from rules.position import c, position  # tests/ is on the path
from review.support import whole_record

FAR = ["3C", "4H", "7D", "8C", "JD", "JS", "2C", "6H"]


def _meld_phase():
    return position("rummy", [["5S", "6S", "9H", "9D", "KC", "2D", "QH", "JC"], FAR], discard=["9C"], phase="meld")


def test_the_judgement_does_not_depend_on_the_order_of_the_candidates(catalog):
    view = _meld_phase().view(0)
    walker = Walker(0)
    candidates = walker.candidates(view)
    assert len(candidates) >= 3
    variant = catalog.variant("rummy")
    one = judge(view, walker.memory, variant, candidates, worlds=48, default=candidates[0])
    two = judge(view, walker.memory, variant, list(reversed(candidates)), worlds=48, default=candidates[0])
    assert one.ranked == two.ranked and one.worlds == two.worlds


def test_the_worlds_come_from_what_the_seat_sees(catalog):
    game = _meld_phase()
    view = game.view(0)
    assert position_seed(view) == position_seed(game.view(0))
    game.state.hands[1].reverse()  # a hidden change: the same worlds
    game.state.stock.reverse()
    assert position_seed(game.view(0)) == position_seed(view)
    assert position_seed(view, 1) != position_seed(view)  # the review's other seeds: other worlds


def test_the_hint_weighs_as_many_worlds_as_the_review():
    assert discard.HINT_WORLDS == WORLDS == verdicts.WORLDS


def test_the_review_of_the_hinted_move_stops_at_the_same_world_and_calls_it_best(catalog):
    game = _meld_phase()
    view = game.view(0)
    walker = Walker(0)
    candidates = walker.candidates(view)
    found = judge(view, walker.memory, catalog.variant("rummy"), candidates, default=candidates[0])
    h = hint(view)
    assert h.actions[0] == found.best
    other = next(a for a in candidates if isinstance(a, Discard) and a != found.best)
    for move in (found.best, other):
        verdict = verdicts.DrawDiscardJudge(0, catalog.variant("rummy")).judge(Decision(1, view, move, []))
        if move == found.best:
            assert verdict.label == "best" and verdict.worlds == found.worlds
        else:
            assert verdict.worlds >= found.worlds  # it needs the leader settled too


@pytest.mark.parametrize("variant, actions", [("rummy", 40), ("vatican", 80)])
def test_follow_the_hint_and_the_review_calls_every_move_best(catalog, variant, actions):
    from rummy_desktop.core.rng import derive_seed

    levels = ["hint", "standard"]
    game = catalog.new_game(variant, {}, 2, 11)
    players = [catalog.player(levels[s]).create(s, derive_seed(11, s + 1), 0.2) for s in range(2)]
    while not game.over and len(game.log) < actions:
        seat = game.to_act
        game.apply(seat, players[seat].choose(game.view(seat)))
    analysis = Analysis(Replay(whole_record(game, levels, 0), catalog))
    verdicts_ = list(analysis.run())
    s = summary(analysis.review)
    assert s.decisions >= 3
    assert [v for v in verdicts_ if v.label != "best"] == [] and s.accuracy == 100
