"""Random games of every rule set, at 2 players and at the maximum, with the invariants
checked after every action (cards conserved, the others' hands hidden) and every 12
actions (refusals change nothing, every seat's view) (issue 2, point 6). The checks are
the plugin authors' testing kit's (rummy_desktop.testing), so a third-party rule set is
held to the same."""

import pytest

from rummy_desktop import testing
from rummy_desktop.core.rng import derive_seed
from rummy_desktop.storage import saves

VARIANTS = ["rummy", "rummy-multiplayer", "rummy-500", "manipulation", "machiavelli", "shanghai",
            "guadalupe", "carousel", "vatican", "tahiti"]
MAX_PLAYERS = {"rummy": 6, "rummy-multiplayer": 4, "rummy-500": 7}


OPTION_CASES = [
    ("rummy", {"jokers": "on", "aces": "high-or-low", "scoring": "winner-takes-all"}),
    ("rummy-500", {"jokers": "on", "hand_size": "7", "target": "250"}),
    ("machiavelli", {"incomplete_move": "withdraw"}),
    ("tahiti", {"incomplete_move": "withdraw"}),
    ("shanghai", {"mandatory_meld": "trust"}),
    ("manipulation", {"target": "300"}),
]


def cases():
    for v in VARIANTS:
        for n in (2, MAX_PLAYERS.get(v, 5)):
            yield pytest.param(v, n, {}, id=f"{v}-{n}")
    for v, options in OPTION_CASES:
        label = ",".join(f"{k}={x}" for k, x in options.items())
        yield pytest.param(v, 3, options, id=f"{v}-3-{label}")


@pytest.mark.parametrize("variant,players,options", list(cases()))
def test_random_games_keep_every_invariant(catalog, variant, players, options, tmp_path):
    seed = derive_seed(20261129, players)
    record = testing.play_game(catalog, variant, options, players, seed, ai="random", every=12)
    game = record.game
    # and through a file, as the autosave keeps it
    path = tmp_path / "game.json"
    saves.save(path, game, names=[f"P{i}" for i in range(players)])
    loaded, meta = saves.load(path, catalog)
    assert testing.same_game(loaded, game)
    assert meta.variant == variant and meta.seed == seed
