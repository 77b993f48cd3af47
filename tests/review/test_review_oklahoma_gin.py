"""Hints and the review in Oklahoma Gin (issue 44, point 5), a third-party distribution
(plugins/oklahoma-gin) whose knock limit is each round's own, set by its first upcard: the
hint knocks within it and never above it nor under an ace, every hint of a whole game is a
move the engine accepts, and the review of a whole game judges every decision, a knock it
prefers always one the round allowed."""

from __future__ import annotations

import copy

import pytest

from rummy_desktop import testing
from rummy_desktop.advice import discard, hint
from rummy_desktop.core.actions import Knock, parse_action
from rummy_desktop.core.legal import legal_actions
from rummy_desktop.review.analysis import Analysis, summary
from rummy_desktop.review.replay import Replay
from rummy_desktop.review.verdicts import FLOOR

try:
    from support import play, steady_levels, whole_record
except ImportError:
    from .support import play, steady_levels, whole_record

MELDED = ["3H", "4H", "5H", "7C", "7D", "7S", "9S", "10S", "JS"]
DEFENDER = ["AH", "AD", "AS", "8C", "8H", "8D", "6C", "6S", "JD", "KH"]


def drawn(catalog, upcard, last, card):
    game = testing.deal(catalog, "oklahoma-gin", hands=[MELDED + [last], DEFENDER], discard=[upcard],
                        stock_top=[card])
    testing.play(game, 0, {"type": "pass"})
    testing.play(game, 1, {"type": "pass"})
    testing.play(game, 0, {"type": "draw"})
    return game


@pytest.mark.parametrize("upcard,last,card,knocks", [("5D", "5C", "KC", True), ("5D", "6D", "QD", False),
                                                     ("AC", "2C", "KC", False), ("KC", "6D", "QD", True)])
def test_the_hint_knocks_within_the_rounds_limit_only(catalog, monkeypatch, upcard, last, card, knocks):
    monkeypatch.setattr(discard, "HINT_WORLDS", 4)
    game = drawn(catalog, upcard, last, card)
    h = hint(game.view(0))
    assert h is not None and all(game.legal(0).accepts(a) for a in h.actions)
    assert isinstance(h.actions[-1], Knock) == knocks
    if knocks:
        assert h.reason == "knock" and h.card == testing.card(card)


def test_every_hint_of_a_whole_game_is_accepted_and_the_review_judges_every_move(catalog, monkeypatch):
    steady_levels(monkeypatch)
    monkeypatch.setattr(discard, "HINT_WORLDS", 2)
    levels = ["random", "standard"]
    game, _ = play(catalog, "oklahoma-gin", levels, seed=5, rounds=1)
    # the hints at the first 12 decisions of seat 0, each tried on a copy of the game as it stood
    replay_game = catalog.new_game("oklahoma-gin", dict(game.options), 2, game.seed)
    hints = 0
    for seat, action in game.log:
        if seat == 0 and hints < 12 and replay_game.state.phase != "between_rounds":
            h = hint(replay_game.view(0))
            if h is not None:
                trial = copy.deepcopy(replay_game, {id(x): x for x in (replay_game.variant, replay_game.spec,
                                                                       replay_game._adjust)})
                for a in h.actions:
                    trial.apply(0, a)  # IllegalAction fails the test
                hints += 1
        replay_game.apply(seat, action)
    assert hints == 12
    analysis = Analysis(Replay(whole_record(game, levels, 1), catalog), worlds=FLOOR, seed=1)  # the Standard, who knocks
    verdicts = list(analysis.run())
    assert len(verdicts) == len(analysis.moves) > 10
    assert summary(analysis.review).accuracy is not None
    knocks = 0
    for move, verdict in zip(analysis.moves, verdicts):
        for action in (verdict.best, verdict.action):
            if action and action["type"] == "knock":  # the knock the review prefers, or the one taken
                knocks += 1
                assert legal_actions(move.view).accepts(parse_action(action)), (move.view.rules.knock, action)
    assert knocks
