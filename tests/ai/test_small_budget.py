"""A small thinking time (issue 13, point 2): every level of every rule set still plays a
legal move, and the Expert's search stops at its budget with the best action of the worlds
it finished. The clock is a counted one: no test here depends on the machine's speed."""

from __future__ import annotations

import itertools

import pytest

from rummy_desktop.ai import sampling
from rummy_desktop.ai.levels import LEVELS, LevelPlayer
from rummy_desktop.core.rng import derive_seed
from rummy_desktop.plugins.manager import default_catalog

VARIANTS = sorted(v.spec.id for v in default_catalog().variants.all())
DECISIONS = 30


class CountedClock:
    """A clock that moves a whole second each time it is read: any budget of less than a
    second runs out at its first look."""

    def __init__(self) -> None:
        self.now = itertools.count()

    def perf_counter(self) -> float:
        return float(next(self.now))


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("variant", VARIANTS)
def test_every_level_plays_legal_moves_with_a_small_budget(catalog, monkeypatch, variant, level):
    monkeypatch.setattr(sampling, "time", CountedClock())
    monkeypatch.setattr("rummy_desktop.ai.levels.SEARCH_WORLDS", 24)
    searched = []
    search = sampling.search

    def spy(*args, **kwargs):
        found = search(*args, **kwargs)
        searched.append(found)
        return found

    monkeypatch.setattr(sampling, "search", spy)
    n = max(2, catalog.variant(variant).spec.min_players)
    game = catalog.new_game(variant, {}, n, 17)
    players = [LevelPlayer(0, derive_seed(17, 1), level, time_budget=0.05)] + [
        catalog.player("standard").factory(s, derive_seed(17, s + 1)) for s in range(1, n)]
    mine = 0
    while not game.over and mine < DECISIONS:
        seat = game.to_act
        game.apply(seat, players[seat].choose(game.view(seat)))  # IllegalAction fails the test
        mine += seat == 0
    assert mine == DECISIONS or game.over
    if level == "expert" and game.spec.family == "draw-discard":
        # (before its round goal is down the Expert plays by the goal, without the search)
        assert searched or any(r.goal is not None for r in game.spec.rounds)
        assert all(found.worlds == 1 for found in searched if found is not None)
