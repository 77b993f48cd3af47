"""The engine's checkpoint copies only what an action changes in place (issue 45, point 1):
rolling back to it leaves the whole state as it was before the action, for every action a
game plays, round ends included."""

import pytest

from rummy_desktop.core.rng import derive_seed
from rummy_desktop.plugins.manager import default_catalog


@pytest.fixture(scope="module")
def catalog():
    return default_catalog()


@pytest.mark.parametrize("variant, players, options", [
    ("rummy", 2, {}), ("rummy", 3, {"jokers": "on", "meld_size": "4", "first_discard": "closed"}),
    ("rummy-500", 3, {"jokers": "on"}), ("rummy-multiplayer", 4, {}), ("gin-rummy", 2, {}),
])
def test_rolling_back_any_action_restores_the_whole_state(catalog, variant, players, options):
    checked = set()
    for g in range(3):
        seed = derive_seed(45, g)
        game = catalog.new_game(variant, options, players, seed)
        seats = [catalog.player("random" if s % 2 else "greedy").create(s, derive_seed(seed, s + 1), None)
                 for s in range(players)]
        while not game.over and len(game.log) < 800:
            seat = game.to_act
            action = seats[seat].choose(game.view(seat))
            before = game.state.snapshot()
            rng = game.rng.getstate()
            mark = game._checkpoint(seat, action)
            game._apply(seat, action)
            game._restore(mark)
            assert game.state.snapshot() == before, (variant, action)
            assert game.rng.getstate() == rng
            checked.add(action.type)
            game.apply(seat, action)
    assert {"draw", "discard"} <= checked
