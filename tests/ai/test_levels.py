"""Computer levels decide from their seat's view only (their whole games, every level in
every rule set: test_every_level_finishes.py)."""

import pytest

try:
    from hidden_state import scrambled
except ImportError:  # run as a package
    from .hidden_state import scrambled


VARIANTS = ["rummy", "rummy-multiplayer", "rummy-500", "manipulation", "machiavelli", "shanghai",
            "guadalupe", "carousel", "vatican", "tahiti"]


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("level", ["beginner", "standard", "expert"])
def test_decisions_depend_only_on_the_view(catalog, variant, level):
    game = catalog.new_game(variant, {}, 3, 17)
    make = catalog.player(level).factory
    players = [make(s, 5) for s in range(3)]
    for step in range(40):
        if game.over:
            break
        seat = game.to_act
        if step % 4 == 0:
            twin = scrambled(catalog, game, seat, step)
            assert twin.view(seat).hand == game.view(seat).hand
            assert make(seat, 5).choose(twin.view(seat)) == make(seat, 5).choose(game.view(seat))
        game.apply(seat, players[seat].choose(game.view(seat)))

