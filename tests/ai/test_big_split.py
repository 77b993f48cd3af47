"""Rummy 500's digs: the split of a hand and the cards a dig takes is found rank by rank
beyond a hand (:data:`rummy_desktop.solver.melds.HAND_SPLIT`), and the levels decide as
they did with the search in the faces' natural order (which took 1.4 s for one card in
hand and a spread pile of 30, seed 0 with three greedy players, after 67 actions)."""

from __future__ import annotations

import pytest

from rummy_desktop.ai.levels import LevelPlayer
from rummy_desktop.core.rng import derive_seed
from rummy_desktop.plugins.manager import default_catalog
from rummy_desktop.solver import melds


def big_positions(seed: int, players: int, most: int = 22):
    """Views of a Rummy 500 game between greedy players (who let the pile grow) where the
    split goes beyond a hand and the natural order is still quick."""
    catalog = default_catalog()
    game = catalog.new_game("rummy-500", {}, players, seed)
    seats = [catalog.player("greedy").factory(s, derive_seed(seed, s + 1)) for s in range(players)]
    while not game.over and len(game.log) < 240:
        s = game.to_act
        view = game.view(s)
        cards = len(view.hand) + (len(view.discard) if view.phase == "draw" else 0)
        if melds.HAND_SPLIT < cards <= most:
            yield view
        game.apply(s, seats[s].choose(view))


@pytest.mark.parametrize("seed,players", [(0, 3), (1, 3), (2, 2), (3, 4)])
def test_the_standard_decides_as_with_the_natural_order(seed, players):
    seen = 0
    for view in big_positions(seed, players):
        action = LevelPlayer(view.seat, 1, "standard").choose(view)
        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(melds, "HAND_SPLIT", 10**9)
            before = LevelPlayer(view.seat, 1, "standard").choose(view)
        assert action == before, (seed, view.phase, view.hand, view.discard)
        seen += 1
    assert seen >= 5


def test_the_digs_are_scored_from_the_top_within_the_players_time(monkeypatch):
    """The splits that score the digs count the positions they look at (not the clock):
    within ``DIG_POSITIONS`` per second of the budget, from the top of the pile down. The
    spread pile of 30 (seed 0, three greedy players, 67 actions) is scored whole."""
    from rummy_desktop.ai import levels

    catalog = default_catalog()
    game = catalog.new_game("rummy-500", {}, 3, 0)
    seats = [catalog.player("greedy").factory(s, derive_seed(0, s + 1)) for s in range(3)]
    while len(game.log) < 67:
        game.apply(game.to_act, seats[game.to_act].choose(game.view(game.to_act)))
    view = game.view(game.to_act)
    assert len(view.discard) == 30 and len(view.hand) == 1
    action = LevelPlayer(view.seat, 1, "standard").choose(view)
    monkeypatch.setattr(levels, "DIG_POSITIONS", 10**9)
    assert LevelPlayer(view.seat, 1, "standard").choose(view) == action
    monkeypatch.setattr(levels, "DIG_POSITIONS", 400)
    short = LevelPlayer(view.seat, 1, "standard", time_budget=0.5)
    cut = short.choose(view)
    depth = {c: len(view.discard) - i for i, c in enumerate(view.discard)}
    assert short._good_digs and max(depth[d.card] for d in short._good_digs) < depth[action.card]
    game.apply(view.seat, cut)  # a legal move all the same
